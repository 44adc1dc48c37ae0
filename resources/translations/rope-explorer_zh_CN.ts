<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Query position m</source>
        <translation>query 位置 m</translation>
    </message>
    <message>
        <source>m and n together (Δ fixed)</source>
        <translation>m 与 n 一起（Δ 不变）</translation>
    </message>
    <message>
        <source>Key position n</source>
        <translation>key 位置 n</translation>
    </message>
    <message>
        <source>Base b</source>
        <translation>底数 b</translation>
    </message>
    <message>
        <source>Scaling factor s</source>
        <translation>缩放因子 s</translation>
    </message>
    <message>
        <source>Sequence length N</source>
        <translation>序列长度 N</translation>
    </message>
    <message>
        <source>P being applied (pairing lab)</source>
        <translation>逐步施加 P（配对实验室）</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>could not be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>the frame&apos;s colours could not be reduced to a palette</source>
        <translation>无法把这一帧的颜色归并为调色板</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>FFmpeg has no %1 muxer</source>
        <translation>FFmpeg 没有 %1 封装器</translation>
    </message>
    <message>
        <source>FFmpeg has no %1 encoder</source>
        <translation>FFmpeg 没有 %1 编码器</translation>
    </message>
    <message>
        <source>the encoder did not start: %1</source>
        <translation>编码器未能启动：%1</translation>
    </message>
    <message>
        <source>the encoder did not start</source>
        <translation>编码器未能启动</translation>
    </message>
    <message>
        <source>could not be started: %1</source>
        <translation>无法开始写入：%1</translation>
    </message>
    <message>
        <source>the colour conversion did not start</source>
        <translation>颜色转换未能启动</translation>
    </message>
    <message>
        <source>could not be finished: %1</source>
        <translation>无法完成写入：%1</translation>
    </message>
    <message>
        <source>the encoder refused a frame: %1</source>
        <translation>编码器拒绝了一帧：%1</translation>
    </message>
    <message>
        <source>the encoder failed: %1</source>
        <translation>编码失败：%1</translation>
    </message>
    <message>
        <source>the file name must end in .gif, .mp4 or .webm</source>
        <translation>文件名必须以 .gif、.mp4 或 .webm 结尾</translation>
    </message>
    <message>
        <source>frames must have a size and 1 … 60 frames per second</source>
        <translation>帧必须有尺寸，帧率为每秒 1 … 60 帧</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <source>%1 needs about %2 of memory; the limit is %3 (--max-memory SIZE raises it, e.g. --max-memory 16G)</source>
        <translation>%1 约需 %2 内存；上限为 %3（用 --max-memory SIZE 提高，例如 --max-memory 16G）</translation>
    </message>
    <message>
        <source>%1 would take about %2 (%3); the limit is %4 (--max-time SECONDS raises it)</source>
        <translation>%1 约需 %2（%3）；上限为 %4（用 --max-time SECONDS 提高）</translation>
    </message>
    <message>
        <source>%1 would write %2 numbers, too many for JSON (at most %3); write one array with --out FILE.npy or FILE.csv</source>
        <translation>%1 将写出 %2 个数，JSON 放不下（至多 %3）；请用 --out FILE.npy 或 FILE.csv 写出一个数组</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 rotated components</source>
        <translation>%1 个旋转分量</translation>
    </message>
    <message>
        <source>%1 multiply-adds</source>
        <translation>%1 次乘加</translation>
    </message>
    <message>
        <source>rotate with N = %1, d = %2</source>
        <translation>N = %1、d = %2 的 rotate</translation>
    </message>
    <message>
        <source>curve with %1 Δ and %2 pairs</source>
        <translation>%1 个 Δ、%2 对的 curve</translation>
    </message>
    <message>
        <source>%1 pair terms</source>
        <translation>%1 个成对项</translation>
    </message>
    <message>
        <source>decay-bound with %1 Δ and d = %2</source>
        <translation>%1 个 Δ、d = %2 的 decay-bound</translation>
    </message>
    <message>
        <source>attention with N = %1, d = %2</source>
        <translation>N = %1、d = %2 的 attention</translation>
    </message>
    <message>
        <source>decompose-additive with N = %1, D = %2</source>
        <translation>N = %1、D = %2 的 decompose-additive</translation>
    </message>
    <message>
        <source>linear-attention with N = %1, d = %2</source>
        <translation>N = %1、d = %2 的 linear-attention</translation>
    </message>
    <message>
        <source>permute of a %1 × %2 weight</source>
        <translation>对 %1 × %2 权重的 permute</translation>
    </message>
    <message>
        <source>%1 numbers</source>
        <translation>%1 个数</translation>
    </message>
    <message>
        <source>reading %1 (%2)</source>
        <translation>读取 %1（%2）</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>diagnose of %1 rows × %2 dims</source>
        <translation>诊断 %1 行 × %2 维</translation>
    </message>
    <message>
        <source>reading one head (d = %1, hidden %2) and attending over %3 tokens</source>
        <translation>读取一个头（d = %1，隐藏维 %2）并在 %3 个 token 上计算注意力</translation>
    </message>
    <message>
        <source>%1 weights decoded</source>
        <translation>解码 %1 个权重</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 秒</translation>
    </message>
    <message>
        <source>export of one figure of %2 megapixels</source>
        <translation>导出 1 张 %2 百万像素的图</translation>
    </message>
    <message>
        <source>export of %1 figures of %2 megapixels</source>
        <translation>导出 %1 张 %2 百万像素的图</translation>
    </message>
    <message>
        <source>%1 pixels</source>
        <translation>%1 个像素</translation>
    </message>
    <message>
        <source>--max-memory: &apos;%1&apos; is not a size of at least 1 MB, such as 500M, 8G or 16GB</source>
        <translation>--max-memory：&apos;%1&apos; 不是不小于 1 MB 的大小，例如 500M、8G 或 16GB</translation>
    </message>
    <message>
        <source>--max-time: &apos;%1&apos; is not a duration such as 600 (seconds), 10m or 2h</source>
        <translation>--max-time：&apos;%1&apos; 不是时长，例如 600（秒）、10m 或 2h</translation>
    </message>
    <message>
        <source>, %1 heads</source>
        <translation>，%1 个头</translation>
    </message>
</context>
<context>
    <name>CheatSheet</name>
    <message>
        <source>Where do RoPE&apos;s sin and cos come from?</source>
        <translation>RoPE 的 sin 和 cos 从哪里来？</translation>
    </message>
    <message>
        <source>From the same position angles m·θᵢ as the sinusoidal encoding; RoPE uses them as rotation coefficients instead of coordinates to add.</source>
        <translation>RoPE 的 sin 和 cos 与 Sinusoidal 位置编码来自同一组位置角 m·θᵢ；只是 RoPE 把它们当作旋转系数，而不是要相加的坐标。</translation>
    </message>
    <message>
        <source>What does RoPE rotate?</source>
        <translation>RoPE 旋转的是什么？</translation>
    </message>
    <message>
        <source>The projected query and key of every attention head.</source>
        <translation>每个注意力头投影后的 query 和 key。</translation>
    </message>
    <message>
        <source>Where does the rotation matrix act?</source>
        <translation>旋转矩阵作用在哪里？</translation>
    </message>
    <message>
        <source>On one token&apos;s d-dimensional features, not on the N×N attention matrix.</source>
        <translation>作用在单个 token 的 d 维特征上，而不是 N×N 的注意力矩阵上。</translation>
    </message>
    <message>
        <source>Why are dimensions paired two by two?</source>
        <translation>为什么维度要两两配对？</translation>
    </message>
    <message>
        <source>A plane is the smallest space in which a rotation by any angle keeps length.</source>
        <translation>平面是能以任意角度旋转且保持长度的最小空间。</translation>
    </message>
    <message>
        <source>Why does the score see the relative position?</source>
        <translation>为什么分数只看到相对位置？</translation>
    </message>
    <message>
        <source>R(mθ)ᵀR(nθ) = R((n − m)θ): the absolute rotations cancel.</source>
        <translation>R(mθ)ᵀR(nθ) = R((n − m)θ)：绝对旋转相互抵消。</translation>
    </message>
    <message>
        <source>Does RoPE add a position vector to the content?</source>
        <translation>RoPE 是把位置向量加到内容上吗？</translation>
    </message>
    <message>
        <source>No: it rotates the query and key the content produced.</source>
        <translation>不是：它旋转由内容得到的 query 和 key。</translation>
    </message>
    <message>
        <source>Does RoPE multiply the logit matrix element by element?</source>
        <translation>RoPE 是对 logits 矩阵逐元素相乘吗？</translation>
    </message>
    <message>
        <source>No: it rotates q and k first; the logits come from the rotated vectors.</source>
        <translation>不是：它先旋转 q 和 k，logits 由旋转后的向量算出。</translation>
    </message>
    <message>
        <source>Is RoPE just the dot product times a cosine?</source>
        <translation>RoPE 只是点积乘以一个余弦吗？</translation>
    </message>
    <message>
        <source>No: a sine term matches the two coordinates crosswise.</source>
        <translation>不是：还有一个正弦项，把两个坐标交叉匹配。</translation>
    </message>
    <message>
        <source>Why is V usually not rotated?</source>
        <translation>为什么通常不旋转 V？</translation>
    </message>
    <message>
        <source>The relative position is already in the weights that pick the values; the values are averaged as they are.</source>
        <translation>相对位置已经体现在挑选 value 的权重里；value 按原样被加权平均。</translation>
    </message>
    <message>
        <source>Does standard attention become linear with RoPE?</source>
        <translation>加了 RoPE 的标准注意力会变成线性的吗？</translation>
    </message>
    <message>
        <source>No: all N² query–key scores are still computed.</source>
        <translation>不会：仍要计算全部 N² 个 query–key 分数。</translation>
    </message>
</context>
<context>
    <name>CheckpointGlance</name>
    <message>
        <source>no attention layers (q_proj, qkv_proj or query_key_value weights)</source>
        <translation>没有注意力层（找不到 q_proj、qkv_proj 或 query_key_value 权重）</translation>
    </message>
    <message>
        <source>the model has layers 0 to %1, not %2</source>
        <translation>模型的层号为 0 到 %1，没有 %2</translation>
    </message>
    <message>
        <source>the config gives no training length: the low-frequency share counts the pairs slower than one turn over it</source>
        <translation>config 中没有训练长度：低频占比统计的是在训练长度内转不满一圈的对</translation>
    </message>
    <message>
        <source>layer %1: %2</source>
        <translation>第 %1 层：%2</translation>
    </message>
</context>
<context>
    <name>CheckpointGlanceView</name>
    <message>
        <source>No config.json next to the weights: open the checkpoint again and choose it (the head dimension, pairing and θ come from it).</source>
        <translation>权重旁边没有 config.json：请重新打开检查点并选择它（头维度、配对方式和 θ 都来自它）。</translation>
    </message>
    <message>
        <source>%1: out of memory while reading it</source>
        <translation>%1：读取时内存不足</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
</context>
<context>
    <name>ClockRenderer</name>
    <message>
        <source>components %1
not rotated
(partial rotary: %2 of %3)
adds %4 to every score</source>
        <translation>分量 %1
不旋转
（部分旋转：%3 个中的 %2 个）
为每个分数加上 %4</translation>
    </message>
</context>
<context>
    <name>ComputeArgs</name>
    <message>
        <source>Take the RoPE parameters from a Hugging Face config.json (options below still override).</source>
        <translation>从 Hugging Face 的 config.json 读取 RoPE 参数（下面的选项仍可覆盖）。</translation>
    </message>
    <message>
        <source>Head dimension d, even (default 64).</source>
        <translation>头维度 d，偶数（默认 64）。</translation>
    </message>
    <message>
        <source>Base of θ_i = base^(−2i/d), &gt; 1 (default 10000).</source>
        <translation>θ_i = base^(−2i/d) 的底数，&gt; 1（默认 10000）。</translation>
    </message>
    <message>
        <source>interleaved (2i, 2i+1) or half-split (i, i+d/2) (default interleaved).</source>
        <translation>interleaved (2i, 2i+1) 或 half-split (i, i+d/2)（默认 interleaved）。</translation>
    </message>
    <message>
        <source>Every pair turns by θ radians per position (the 2-D toy); accepts pi/2.</source>
        <translation>每一对每个位置转 θ 弧度（二维示例）；可写 pi/2。</translation>
    </message>
    <message>
        <source>Scaling factor s (α for ntk).</source>
        <translation>缩放因子 s（ntk 时为 α）。</translation>
    </message>
    <message>
        <source>Pre-training context length L₀.</source>
        <translation>预训练上下文长度 L₀。</translation>
    </message>
    <message>
        <source>Extended context length.</source>
        <translation>扩展后的上下文长度。</translation>
    </message>
    <message>
        <source>Current sequence length (dynamic NTK; LongRoPE picks the long list above L₀).</source>
        <translation>当前序列长度（动态 NTK；LongRoPE 超过 L₀ 时选用长列表）。</translation>
    </message>
    <message>
        <source>YaRN β_fast (default 32).</source>
        <translation>YaRN β_fast（默认 32）。</translation>
    </message>
    <message>
        <source>YaRN β_slow (default 1).</source>
        <translation>YaRN β_slow（默认 1）。</translation>
    </message>
    <message>
        <source>YaRN mscale (DeepSeek style attention factor).</source>
        <translation>YaRN mscale（DeepSeek 式注意力因子）。</translation>
    </message>
    <message>
        <source>YaRN mscale_all_dim.</source>
        <translation>YaRN mscale_all_dim。</translation>
    </message>
    <message>
        <source>YaRN: round the correction range to whole pairs (default true).</source>
        <translation>YaRN：把修正范围取整到整对（默认 true）。</translation>
    </message>
    <message>
        <source>Llama 3 low_freq_factor (default 1).</source>
        <translation>Llama 3 low_freq_factor（默认 1）。</translation>
    </message>
    <message>
        <source>Llama 3 high_freq_factor (default 4).</source>
        <translation>Llama 3 high_freq_factor（默认 4）。</translation>
    </message>
    <message>
        <source>LongRoPE short factors, one per pair, comma separated.</source>
        <translation>LongRoPE 短因子，每对一个，逗号分隔。</translation>
    </message>
    <message>
        <source>LongRoPE long factors, one per pair, comma separated.</source>
        <translation>LongRoPE 长因子，每对一个，逗号分隔。</translation>
    </message>
    <message>
        <source>Explicit attention factor (multiplies cos and sin).</source>
        <translation>显式注意力因子（乘到 cos 和 sin 上）。</translation>
    </message>
    <message>
        <source>Token positions, e.g. 0:16 or 0,5,9 (ranges a:b exclude b).</source>
        <translation>token 位置，例如 0:16 或 0,5,9（区间 a:b 不含 b）。</translation>
    </message>
    <message>
        <source>Relative positions Δ = m − n, e.g. -64:65.</source>
        <translation>相对位置 Δ = m − n，例如 -64:65。</translation>
    </message>
    <message>
        <source>Query position m (default 1).</source>
        <translation>Query 位置 m（默认 1）。</translation>
    </message>
    <message>
        <source>Keys: .npy file (N, d) or (d), or an inline list.</source>
        <translation>Key：.npy 文件 (N, d) 或 (d)，或直接写列表。</translation>
    </message>
    <message>
        <source>Values: .npy file (N, d_v).</source>
        <translation>Value：.npy 文件 (N, d_v)。</translation>
    </message>
    <message>
        <source>W_Q projection (.npy, d × D): q = W_Q x.</source>
        <translation>W_Q 投影（.npy，d × D）：q = W_Q x。</translation>
    </message>
    <message>
        <source>W_K projection (.npy, d × D): k = W_K x.</source>
        <translation>W_K 投影（.npy，d × D）：k = W_K x。</translation>
    </message>
    <message>
        <source>Token x_m at the query position (with --wq).</source>
        <translation>query 位置上的 token x_m（与 --wq 一起用）。</translation>
    </message>
    <message>
        <source>Token x_n at the key position (with --wk).</source>
        <translation>key 位置上的 token x_n（与 --wk 一起用）。</translation>
    </message>
    <message>
        <source>Generated q/k/v when no files are given: random, constant or lookback (default random).</source>
        <translation>未给文件时生成的 q/k/v：random、constant 或 lookback（默认 random）。</translation>
    </message>
    <message>
        <source>Seed for generated content (default 0).</source>
        <translation>生成内容的随机种子（默认 0）。</translation>
    </message>
    <message>
        <source>Δ at which the lookback source attends (default 4).</source>
        <translation>lookback 内容关注的 Δ（默认 4）。</translation>
    </message>
    <message>
        <source>rotate-half (default), complex or matrix: which formulation computes the rotation.</source>
        <translation>rotate-half（默认）、complex 或 matrix：用哪种写法计算旋转。</translation>
    </message>
    <message>
        <source>Also output every pair&apos;s term per Δ.</source>
        <translation>同时输出每个 Δ 下各对的项。</translation>
    </message>
    <message>
        <source>Also output the explicit N×N weights (default when N ≤ 2048).</source>
        <translation>同时输出完整的 N×N 权重（N ≤ 2048 时默认输出）。</translation>
    </message>
    <message>
        <source>Hugging Face → Meta instead of Meta → Hugging Face.</source>
        <translation>Hugging Face → Meta，而不是 Meta → Hugging Face。</translation>
    </message>
    <message>
        <source>The array written to .npy/.csv (default: the subcommand&apos;s main result).</source>
        <translation>写入 .npy/.csv 的数组（默认：该子命令的主要结果）。</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a number</source>
        <translation>--%1：“%2”不是数字</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an integer in range</source>
        <translation>--%1：“%2”不是范围内的整数</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not true or false</source>
        <translation>--%1：“%2”不是 true 或 false</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not one of %3</source>
        <translation>--%1：“%2”不是 %3 之一</translation>
    </message>
    <message>
        <source>--seed must not be negative</source>
        <translation>--seed 不能为负</translation>
    </message>
    <message>
        <source>--%1 lists %2 positions but the input has %3 rows</source>
        <translation>--%1 列出了 %2 个位置，但输入有 %3 行</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is neither a .npy file nor a number list (%3)</source>
        <translation>--%1：“%2”既不是 .npy 文件也不是数字列表（%3）</translation>
    </message>
    <message>
        <source>--%1 must be one vector (shape (d) or (1, d)), got %2 rows</source>
        <translation>--%1 必须是一个向量（形状 (d) 或 (1, d)），实际有 %2 行</translation>
    </message>
    <message>
        <source>.npy output: float64 (default) or float32.</source>
        <translation>.npy 输出：float64（默认）或 float32。</translation>
    </message>
    <message>
        <source>Take head h of (H, N, d) .npy inputs, as saved from a (heads, tokens, d) tensor.</source>
        <translation>从形状为 (H, N, d) 的 .npy 输入（按 (头, token, d) 保存的张量）中取第 h 个头。</translation>
    </message>
    <message>
        <source>Refuse computations estimated to need more memory than this, e.g. 16G (default 1GB).</source>
        <translation>估计所需内存超过此值的计算将被拒绝，例如 16G（默认 1GB）。</translation>
    </message>
    <message>
        <source>Refuse computations estimated to take longer than this, e.g. 600 or 10m (default 30s).</source>
        <translation>估计耗时超过此值的计算将被拒绝，例如 600 或 10m（默认 30s）。</translation>
    </message>
    <message>
        <source>%1 (d = %2 is %3; --head-dim sets d)</source>
        <translation>%1（d = %2 来自 %3；用 --head-dim 设置 d）</translation>
    </message>
    <message>
        <source>the number of rows of --wq</source>
        <translation>--wq 的行数</translation>
    </message>
    <message>
        <source>the last dimension of --%1</source>
        <translation>--%1 的最后一维</translation>
    </message>
    <message>
        <source>--head: &apos;%1&apos; is not a head number (0, 1, 2, …)</source>
        <translation>--head：&apos;%1&apos; 不是头的编号（0、1、2、…）</translation>
    </message>
    <message>
        <source>--head %1 picks a head of an (H, N, d) file, but %2 is an inline list</source>
        <translation>--head %1 用于从 (H, N, d) 文件中选一个头，但 %2 是直接写出的列表</translation>
    </message>
    <message>
        <source>--head-dim is %1 (leave --head-dim out to take d from the file)</source>
        <translation>--head-dim 为 %1（省略 --head-dim 则从文件取 d）</translation>
    </message>
    <message>
        <source>d is %1, the number of rows of --wq</source>
        <translation>d 为 %1，即 --wq 的行数</translation>
    </message>
    <message>
        <source>--%1 has %2</source>
        <translation>--%1 为 %2</translation>
    </message>
    <message>
        <source>--config gives the head dimension d = %1</source>
        <translation>--config 给出的头维度 d = %1</translation>
    </message>
    <message>
        <source>the head dimension d is %1</source>
        <translation>头维度 d 为 %1</translation>
    </message>
    <message>
        <source>--%1 has %2 columns but %3</source>
        <translation>--%1 有 %2 列，但 %3</translation>
    </message>
    <message>
        <source>--%1 has %2 columns but %3 are needed</source>
        <translation>--%1 有 %2 列，但需要 %3 列</translation>
    </message>
    <message>
        <source>%1: the array is empty (shape %2)</source>
        <translation>%1：数组为空（形状 %2）</translation>
    </message>
    <message>
        <source>%1 has shape %2: (heads, tokens, d); choose a head with --head 0..%3</source>
        <translation>%1 的形状为 %2：(头, token, d)；请用 --head 0..%3 选一个头</translation>
    </message>
    <message>
        <source>--head %1 is out of range: %2 has %3 heads (shape %4); use --head 0..%5</source>
        <translation>--head %1 超出范围：%2 有 %3 个头（形状 %4）；请用 --head 0..%5</translation>
    </message>
    <message>
        <source>%1 has shape %2; expected (N, d), (d), or (H, N, d) with --head</source>
        <translation>%1 的形状为 %2；应为 (N, d)、(d)，或配合 --head 的 (H, N, d)</translation>
    </message>
    <message>
        <source>%1 has shape %2; expected (rows, columns) or (columns)</source>
        <translation>%1 的形状为 %2；应为 (行, 列) 或 (列)</translation>
    </message>
    <message>
        <source>--head %1 picks a head of an (H, N, d) file, but %2 has shape %3</source>
        <translation>--head %1 用于从 (H, N, d) 文件中选一个头，但 %2 的形状为 %3</translation>
    </message>
    <message>
        <source>fp64, fp32, bf16 or fp16 (default fp64; bf16/fp16 are emulated, correctly rounded); fp32-hf and bf16-hf follow Hugging Face&apos;s code step by step (θ_i, angles and cos/sin in float32, then q·cos + rotate_half(q)·sin and attention in float32 or bfloat16), every scaling method.</source>
        <translation>fp64、fp32、bf16 或 fp16（默认 fp64；bf16/fp16 为模拟，正确舍入）；fp32-hf 和 bf16-hf 逐步复现 Hugging Face 的代码（θ_i、角度和 cos/sin 用 float32，然后 q·cos + rotate_half(q)·sin 与注意力用 float32 或 bfloat16），支持所有缩放方法。</translation>
    </message>
    <message>
        <source>Partial rotary: rotate only d_rot components (default all).</source>
        <translation>部分旋转：只旋转 d_rot 个分量（默认全部）。</translation>
    </message>
    <message>
        <source>Which d_rot components rotate: first (default), last (MLA) or proportional (Gemma 4: the first d_rot/2 pairs of the whole head, exponents over d).</source>
        <translation>旋转哪 d_rot 个分量：first（默认，开头）、last（MLA，末尾）或 proportional（Gemma 4：整个头的前 d_rot/2 对，指数以 d 为分母）。</translation>
    </message>
    <message>
        <source>--xpos-center and --xpos-role need --xpos-scale-base (xPos is off without it)</source>
        <translation>--xpos-center 和 --xpos-role 需要 --xpos-scale-base（没有它 xPos 不开启）</translation>
    </message>
    <message>
        <source>xPos on rotate, score, curve and attention: pair i of a query at m scaled by ζ_i^((m−c)/B), of a key at n by ζ_i^(−(n−c)/B), ζ_i = (2i + 0.4d)/(1.4d) (the paper: 512; default off).</source>
        <translation>在 rotate、score、curve 和 attention 上使用 xPos：位置 m 的 query 的第 i 对乘以 ζ_i^((m−c)/B)，位置 n 的 key 乘以 ζ_i^(−(n−c)/B)，ζ_i = (2i + 0.4d)/(1.4d)（论文取 512；默认关闭）。</translation>
    </message>
    <message>
        <source>xPos centre c (default 0); scores do not depend on it.</source>
        <translation>xPos 中心 c（默认 0）；分数与它无关。</translation>
    </message>
    <message>
        <source>rotate with xPos: scale the rows as query (default) or key.</source>
        <translation>带 xPos 的 rotate：把各行当作 query（默认）或 key 来缩放。</translation>
    </message>
    <message>
        <source>M-RoPE on rotate, score and attention: one time/height/width position triple per token, e.g. 0/0/0,1/0/1 (score: the query&apos;s, then the key&apos;s).</source>
        <translation>在 rotate、score 和 attention 上使用 M-RoPE：每个 token 一个时间/高度/宽度位置三元组，例如 0/0/0,1/0/1（score：先 query 的，再 key 的）。</translation>
    </message>
    <message>
        <source>M-RoPE: pairs that take t, h and w (a + b + c = d/2), e.g. 16,24,24 (default: the --config&apos;s mrope_section).</source>
        <translation>M-RoPE：分给 t、h、w 的对数（a + b + c = d/2），例如 16,24,24（默认取 --config 的 mrope_section）。</translation>
    </message>
    <message>
        <source>chunked (Qwen2-VL: blocks of a, b, c pairs) or interleaved (Qwen3-VL: pair i takes h when i % 3 = 1 and i &lt; 3b, w when i % 3 = 2 and i &lt; 3c, else t).</source>
        <translation>chunked（Qwen2-VL：依次为 a、b、c 对的分块）或 interleaved（Qwen3-VL：i % 3 = 1 且 i &lt; 3b 时第 i 对取 h，i % 3 = 2 且 i &lt; 3c 时取 w，否则取 t）。</translation>
    </message>
    <message>
        <source>--mrope-section and --mrope-layout need --thw, the tokens&apos; t/h/w positions</source>
        <translation>--mrope-section 和 --mrope-layout 需要 --thw，即各 token 的 t/h/w 位置</translation>
    </message>
    <message>
        <source>--thw gives every token&apos;s positions: leave out --positions, --m and --n</source>
        <translation>--thw 已给出每个 token 的位置：请去掉 --positions、--m 和 --n</translation>
    </message>
    <message>
        <source>--thw needs three section sizes (pairs for t, h, w): --mrope-section a,b,c, or a --config with rope_scaling.mrope_section</source>
        <translation>--thw 需要三个分段大小（t、h、w 各自的对数）：--mrope-section a,b,c，或带 rope_scaling.mrope_section 的 --config</translation>
    </message>
    <message>
        <source>--mrope-section %1,%2,%3 adds up to %4 pairs, but the head rotates %5 pairs</source>
        <translation>--mrope-section %1,%2,%3 合计 %4 对，但该头旋转 %5 对</translation>
    </message>
    <message>
        <source>--thw: give one t/h/w triple per token, e.g. 0/0/0,1/0/1</source>
        <translation>--thw：每个 token 给一个 t/h/w 三元组，例如 0/0/0,1/0/1</translation>
    </message>
    <message>
        <source>--thw: at most %1 tokens</source>
        <translation>--thw：最多 %1 个 token</translation>
    </message>
    <message>
        <source>--thw: &apos;%1&apos; is not a t/h/w triple</source>
        <translation>--thw：&apos;%1&apos; 不是 t/h/w 三元组</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an angle (a number, or a form like pi/2)</source>
        <translation>--%1：“%2”不是角度（应为数字，或 pi/2 这样的写法）</translation>
    </message>
    <message>
        <source>%1 or %2 (default %3).</source>
        <translation>%1 或 %2（默认 %3）。</translation>
    </message>
    <message>
        <source>--thw: &apos;%1&apos; in &apos;%2&apos; is not a position (a whole number within ±%3)</source>
        <translation>--thw：&apos;%2&apos; 中的 &apos;%1&apos; 不是位置（应为 ±%3 以内的整数）</translation>
    </message>
    <message>
        <source>%1 -: stdin is read by %2 already; only one option can read it</source>
        <translation>%1 -：标准输入已由 %2 读取；只有一个选项可以读取它</translation>
    </message>
    <message>
        <source>%1 -: stdin is a terminal; pipe a .npy file into it (… %1 - &lt; x.npy)</source>
        <translation>%1 -：标准输入是终端；请用管道输入一个 .npy 文件（… %1 - &lt; x.npy）</translation>
    </message>
    <message>
        <source>%1 -: stdin cannot be read (%2)</source>
        <translation>%1 -：无法读取标准输入（%2）</translation>
    </message>
    <message>
        <source>%1 -: stdin holds more than %2 bytes, too large for a .npy input</source>
        <translation>%1 -：标准输入超过 %2 字节，作为 .npy 输入太大</translation>
    </message>
    <message>
        <source>stdin: %1</source>
        <translation>标准输入：%1</translation>
    </message>
    <message>
        <source>--format %1 disagrees with --out %2; drop --format (the suffix chooses) or change the suffix</source>
        <translation>--format %1 与 --out %2 不一致；去掉 --format（由后缀决定）或改后缀</translation>
    </message>
    <message>
        <source>Input matrix (.npy, shape (N, d) or (d)); - reads it from stdin.</source>
        <translation>输入矩阵（.npy，形状 (N, d) 或 (d)）；- 表示从标准输入读取。</translation>
    </message>
    <message>
        <source>Queries: .npy file (N, d) or (d), or an inline list 1,0; - reads stdin.</source>
        <translation>Query：.npy 文件 (N, d) 或 (d)，或直接写列表 1,0；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>Write to FILE: .json (everything), .npy or .csv (one array, see --field); - is stdout (the default).</source>
        <translation>写入 FILE：.json（全部）、.npy 或 .csv（一个数组，见 --field）；- 表示标准输出（默认）。</translation>
    </message>
    <message>
        <source>json, npy or csv: the format on stdout (default json); with --out FILE it must agree with the suffix.</source>
        <translation>json、npy 或 csv：标准输出上的格式（默认 json）；与 --out FILE 同用时须与后缀一致。</translation>
    </message>
    <message>
        <source>No progress line on stderr (one is printed every two seconds once a command has run for two).</source>
        <translation>不在 stderr 上显示进度行（命令运行满两秒后，每两秒打印一行）。</translation>
    </message>
    <message>
        <source>the config&apos;s max_position_embeddings</source>
        <translation>配置中的 max_position_embeddings</translation>
    </message>
    <message>
        <source>warning: YaRN: %1 = %2 is not factor × original_max_position_embeddings = %3 × %4 = %5; the frequencies and the attention factor follow factor %3 (the lengths&apos; ratio would be %6)</source>
        <translation>警告：YaRN：%1 = %2 不等于 factor × original_max_position_embeddings = %3 × %4 = %5；频率和注意力因子按 factor %3 计算（按两个长度之比则为 %6）</translation>
    </message>
    <message>
        <source>bias: t5 (bucketed, learned per bucket), alibi (−slope·|Δ|) or kerple (−r1·ln(1 + r2·|Δ|)).</source>
        <translation>bias：t5（分桶，每个桶一个学习到的值）、alibi（−slope·|Δ|）或 kerple（−r1·ln(1 + r2·|Δ|)）。</translation>
    </message>
    <message>
        <source>T5: relative_attention_num_buckets (default 32).</source>
        <translation>T5：relative_attention_num_buckets（默认 32）。</translation>
    </message>
    <message>
        <source>T5: relative_attention_max_distance (default 128).</source>
        <translation>T5：relative_attention_max_distance（默认 128）。</translation>
    </message>
    <message>
        <source>T5: buckets for keys after the query too, as T5&apos;s encoder (default: causal, as its decoder).</source>
        <translation>T5：query 之后的 key 也有自己的桶，与 T5 的编码器相同（默认：因果，与其解码器相同）。</translation>
    </message>
    <message>
        <source>T5: relative_attention_bias.weight (.npy, num_buckets × heads; default N(0, 1) from --table-seed).</source>
        <translation>T5：relative_attention_bias.weight（.npy，num_buckets × 头数；默认由 --table-seed 生成 N(0, 1)）。</translation>
    </message>
    <message>
        <source>KERPLE: r1 &gt; 0, one for all heads or one per head (default 1).</source>
        <translation>KERPLE：r1 &gt; 0，所有头共用一个值或每个头一个值（默认 1）。</translation>
    </message>
    <message>
        <source>KERPLE: r2 &gt; 0, one for all heads or one per head (default 1).</source>
        <translation>KERPLE：r2 &gt; 0，所有头共用一个值或每个头一个值（默认 1）。</translation>
    </message>
    <message>
        <source>--encoding learned: the position table (.npy, L × d, e.g. GPT-2&apos;s wpe); default N(0, 1/2) from --table-seed with a row per position.</source>
        <translation>--encoding learned：位置表（.npy，L × d，例如 GPT-2 的 wpe）；默认由 --table-seed 生成 N(0, 1/2)，每个位置一行。</translation>
    </message>
    <message>
        <source>attention with one head&apos;s inputs: the head whose bias is added (default: --head, else 0); stacked (H, N, d) inputs take head h&apos;s bias for head h.</source>
        <translation>输入只有一个头的 attention：加上哪个头的偏置（默认：--head，否则为 0）；堆叠的 (H, N, d) 输入中，第 h 个头使用第 h 个头的偏置。</translation>
    </message>
    <message>
        <source>Seed of the generated T5 and learned tables (default 0).</source>
        <translation>生成的 T5 表和学习位置表的种子（默认 0）。</translation>
    </message>
    <message>
        <source>rope, none, sinusoidal or learned (added), t5, alibi or kerple (a bias on the logits), xpos (default rope).</source>
        <translation>rope、none、sinusoidal 或 learned（相加）、t5、alibi 或 kerple（加在 logit 上的偏置）、xpos（默认 rope）。</translation>
    </message>
    <message>
        <source>Number of heads: stacked in the weight rows (permute, default 1), or that a bias is made for (bias, default 8; attention, default 1).</source>
        <translation>头数：权重行中堆叠的头数（permute，默认 1），或生成偏置的头数（bias 默认 8；attention 默认 1）。</translation>
    </message>
    <message>
        <source>logit-scale: llama4, qwen-logn, ministral, yarn, deepseek or ssmax; remap: causal, sliding, chunked, self-extend, rerope, leaky-rerope or dca.</source>
        <translation>logit-scale：llama4、qwen-logn、ministral、yarn、deepseek 或 ssmax；remap：causal、sliding、chunked、self-extend、rerope、leaky-rerope 或 dca。</translation>
    </message>
    <message>
        <source>dilution: multiply the logits by this method&apos;s c(p) at p = n − 1 (the methods of logit-scale --method).</source>
        <translation>dilution：把 logits 乘以该方法在 p = n − 1 处的 c(p)（方法同 logit-scale --method）。</translation>
    </message>
    <message>
        <source>Llama 4&apos;s attn_scale (default 0.1).</source>
        <translation>Llama 4 的 attn_scale（默认 0.1）。</translation>
    </message>
    <message>
        <source>Llama 4&apos;s floor_scale (default 8192).</source>
        <translation>Llama 4 的 floor_scale（默认 8192）。</translation>
    </message>
    <message>
        <source>Ministral 3&apos;s llama_4_scaling_beta (default 0.1; its L₀ is --original-max-position-embeddings, default 16384).</source>
        <translation>Ministral 3 的 llama_4_scaling_beta（默认 0.1；其 L₀ 即 --original-max-position-embeddings，默认 16384）。</translation>
    </message>
    <message>
        <source>SSMax&apos;s s: logits × s·ln n (default 1/ln --train-length).</source>
        <translation>SSMax 的 s：logits × s·ln n（默认 1/ln --train-length）。</translation>
    </message>
    <message>
        <source>dilution: the one key&apos;s logit (default 3).</source>
        <translation>dilution：那一个 key 的 logit（默认 3）。</translation>
    </message>
    <message>
        <source>dilution: the other keys&apos; logit (default −2).</source>
        <translation>dilution：其余 key 的 logit（默认 −2）。</translation>
    </message>
    <message>
        <source>The window: sliding (default 4096), Self-Extend&apos;s neighbours, ReRoPE&apos;s cap; --mask streaming: recent tokens kept (default 1020).</source>
        <translation>窗口：滑动窗口（默认 4096）、Self-Extend 的邻近窗口、ReRoPE 的上限；--mask streaming：保留的最近 token 数（默认 1020）。</translation>
    </message>
    <message>
        <source>Self-Extend&apos;s group size.</source>
        <translation>Self-Extend 的分组大小。</translation>
    </message>
    <message>
        <source>Leaky ReRoPE: beyond W the distance grows by 1/k a step.</source>
        <translation>Leaky ReRoPE：超过 W 后，距离每步只增长 1/k。</translation>
    </message>
    <message>
        <source>Chunked: Llama 4&apos;s attention_chunk_size (default 8192); dca: chunk_size (default 262144).</source>
        <translation>chunked：Llama 4 的 attention_chunk_size（默认 8192）；dca：chunk_size（默认 262144）。</translation>
    </message>
    <message>
        <source>dca: local_size (default 8192, as Qwen2.5-1M).</source>
        <translation>dca：local_size（默认 8192，与 Qwen2.5-1M 相同）。</translation>
    </message>
    <message>
        <source>attention: feed RoPE the remapped distances of this remap --method.</source>
        <translation>attention：按该 remap --method 重映射后的距离来旋转 RoPE。</translation>
    </message>
    <message>
        <source>attention: a learned sink logit joins every row&apos;s softmax and is dropped (GPT-OSS); adds sink_weight per row.</source>
        <translation>attention：一个学到的 sink logit 加入每行的 softmax，随后丢弃（GPT-OSS）；每行增加 sink_weight。</translation>
    </message>
    <message>
        <source>--mask streaming: first tokens kept (default 4).</source>
        <translation>--mask streaming：保留的开头 token 数（默认 4）。</translation>
    </message>
    <message>
        <source>base-bound: the context length L (default 32768).</source>
        <translation>base-bound：上下文长度 L（默认 32768）。</translation>
    </message>
    <message>
        <source>base-bound: the bases to check, e.g. 1e4,5e5,1e6.</source>
        <translation>base-bound：要检查的底数，例如 1e4,5e5,1e6。</translation>
    </message>
    <message>
        <source>Key position n (default 0); dilution: the numbers of keys, a list.</source>
        <translation>Key 位置 n（默认 0）；dilution：key 的个数，一个列表。</translation>
    </message>
    <message>
        <source>none or causal (key n visible iff n ≤ m) (default none); attention also takes streaming (StreamingLLM: --sink-tokens, --window).</source>
        <translation>none 或 causal（key n 可见当且仅当 n ≤ m）（默认 none）；attention 还接受 streaming（StreamingLLM：--sink-tokens、--window）。</translation>
    </message>
    <message>
        <source>Qwen&apos;s seq_length for logn (default 8192); ssmax without --s: s = 1/ln L; frequencies: mark the pairs whose wavelength (before scaling) exceeds L.</source>
        <translation>Qwen logn 所用的 seq_length（默认 8192）；ssmax 未给 --s 时 s = 1/ln L；frequencies：标出波长（缩放前）超过 L 的维度对。</translation>
    </message>
</context>
<context>
    <name>ComputeCommand</name>
    <message>
        <source>--q and --k go together</source>
        <translation>--q 和 --k 必须一起给出</translation>
    </message>
    <message>
        <source>--q has %1 rows but --k has %2</source>
        <translation>--q 有 %1 行，但 --k 有 %2 行</translation>
    </message>
    <message>
        <source>files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>--v has %1 rows but --q has %2</source>
        <translation>--v 有 %1 行，但 --q 有 %2 行</translation>
    </message>
    <message>
        <source>; v random (seed 0), pass --v for your own values</source>
        <translation>；v 为随机值（种子 0），用 --v 传入自己的 value</translation>
    </message>
    <message>
        <source>--v needs --q and --k</source>
        <translation>--v 需要同时给出 --q 和 --k</translation>
    </message>
    <message>
        <source>--wq, --wk, --xm and --xn go together (missing --%1)</source>
        <translation>--wq、--wk、--xm 和 --xn 必须一起给出（缺少 --%1）</translation>
    </message>
    <message>
        <source>--wq and --wk must have d = %1 rows</source>
        <translation>--wq 和 --wk 必须有 d = %1 行</translation>
    </message>
    <message>
        <source>q = W_Q x_m, k = W_K x_n</source>
        <translation>q = W_Q x_m，k = W_K x_n</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>--form %1 is computed in fp64 only; use --form rotate-half for other precisions</source>
        <translation>--form %1 只以 fp64 计算；其他精度请用 --form rotate-half</translation>
    </message>
    <message>
        <source>the model dimension D must be even for sinusoidal PE, got %1</source>
        <translation>Sinusoidal 位置编码要求模型维度 D 为偶数，实际为 %1</translation>
    </message>
    <message>
        <source>--wq and --wk go together</source>
        <translation>--wq 和 --wk 必须一起给出</translation>
    </message>
    <message>
        <source>--wq has %1 rows but --wk has %2</source>
        <translation>--wq 有 %1 行，但 --wk 有 %2 行</translation>
    </message>
    <message>
        <source>permute needs --input W.npy (heads·d rows)</source>
        <translation>permute 需要 --input W.npy（heads·d 行）</translation>
    </message>
    <message>
        <source>--heads %1 does not divide the %2 rows of the weight</source>
        <translation>--heads %1 不能整除权重的 %2 行</translation>
    </message>
    <message>
        <source>each head has %1 rows; the head dimension must be even</source>
        <translation>每个头有 %1 行；头维度必须为偶数</translation>
    </message>
    <message>
        <source>θ_i (inv_freq), wavelengths and the attention factor, with any scaling method.</source>
        <translation>θ_i（inv_freq）、波长和注意力因子，适用于任何缩放方法。</translation>
    </message>
    <message>
        <source>Rotate rows of --input by --positions: x·cos + rotate_half(x)·sin.</source>
        <translation>按 --positions 旋转 --input 的各行：x·cos + rotate_half(x)·sin。</translation>
    </message>
    <message>
        <source>q̃_m·k̃_n for one query and one key, with every pair&apos;s term A_i cos Δθ_i + B_i sin Δθ_i.</source>
        <translation>一个 query 与一个 key 的 q̃_m·k̃_n，以及每对的项 A_i cos Δθ_i + B_i sin Δθ_i。</translation>
    </message>
    <message>
        <source>The score s(Δ) over a range of Δ = m − n.</source>
        <translation>一段 Δ = m − n 上的分数 s(Δ)。</translation>
    </message>
    <message>
        <source>Full N×N logits, softmax weights and output A·V.</source>
        <translation>完整的 N×N logits、softmax 权重和输出 A·V。</translation>
    </message>
    <message>
        <source>RoFormer&apos;s long-term decay bound (1/(d/2))·Σ_j |Σ_{k&lt;j} e^{iΔθ_k}|.</source>
        <translation>RoFormer 的远程衰减上界 (1/(d/2))·Σ_j |Σ_{k&lt;j} e^{iΔθ_k}|。</translation>
    </message>
    <message>
        <source>The four terms of the sinusoidal additive score: cc, cp, pc, pp, and their total.</source>
        <translation>Sinusoidal 位置编码的加性分数的四项：cc、cp、pc、pp，以及它们的和。</translation>
    </message>
    <message>
        <source>RoFormer linear attention (elu+1 features, rotated numerator, unrotated denominator).</source>
        <translation>RoFormer 线性注意力（elu+1 特征，分子旋转，分母不旋转）。</translation>
    </message>
    <message>
        <source>Meta → Hugging Face permutation of W_Q/W_K rows (interleaved → half-split).</source>
        <translation>W_Q/W_K 行的 Meta → Hugging Face 置换（interleaved → half-split）。</translation>
    </message>
    <message>
        <source>Usage: rope-explorer compute SUBCOMMAND [options]

Conventions: θ_i = base^(−2i/d); pair i turns counter-clockwise by pθ_i at position p; Δ = m − n (query at m, key at n).

Subcommands:
</source>
        <translation>用法：rope-explorer compute SUBCOMMAND [选项]

约定：θ_i = base^(−2i/d)；第 i 对在位置 p 逆时针转 pθ_i；Δ = m − n（query 在 m，key 在 n）。

子命令：
</translation>
    </message>
    <message>
        <source>the result has %1 numbers, too many for JSON; write one array with --out FILE.npy</source>
        <translation>结果有 %1 个数，JSON 放不下；请用 --out FILE.npy 写出一个数组</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; must end in .json, .npy or .csv</source>
        <translation>--out：“%1”必须以 .json、.npy 或 .csv 结尾</translation>
    </message>
    <message>
        <source>--field: &apos;%1&apos; is not produced by %2 (it produces %3)</source>
        <translation>--field：%2 不产生“%1”（它产生 %3）</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>
Example:
  rope-explorer %1
</source>
        <translation>
示例：
  rope-explorer %1
</translation>
    </message>
    <message>
        <source>rope-explorer compute %1: unexpected argument &apos;%2&apos;
</source>
        <translation>rope-explorer compute %1：意外的参数“%2”
</translation>
    </message>
    <message>
        <source>
rope-explorer compute SUBCOMMAND --help shows its options and an example.
The keys of the JSON output, with their shapes, are listed in README.md (rope-explorer compute, JSON output).
</source>
        <translation>
rope-explorer compute 子命令 --help 显示其选项和示例。
JSON 输出的各个键及其形状列在 README.md（rope-explorer compute，JSON output）中。
</translation>
    </message>
    <message>
        <source>--dtype applies to .npy output (--out FILE.npy); JSON and CSV are written as text</source>
        <translation>--dtype 只用于 .npy 输出（--out FILE.npy）；JSON 和 CSV 以文本写出</translation>
    </message>
    <message>
        <source>%1 (%2 does not take it; it is an option of %3)</source>
        <translation>%1（%2 不接受此选项；它是 %3 的选项）</translation>
    </message>
    <message>
        <source> (see rope-explorer compute %1 --help)</source>
        <translation>（见 rope-explorer compute %1 --help）</translation>
    </message>
    <message>
        <source>rope-explorer compute: unknown subcommand &apos;%1&apos;%2 (see rope-explorer compute --help)</source>
        <translation>rope-explorer compute：未知子命令 &apos;%1&apos;%2（见 rope-explorer compute --help）</translation>
    </message>
    <message>
        <source>
The JSON keys and their shapes are listed in README.md (rope-explorer compute, JSON output).
</source>
        <translation>
JSON 的各个键及其形状列在 README.md（rope-explorer compute，JSON output）中。
</translation>
    </message>
    <message>
        <source>%1: out of memory; use a smaller input, or a --max-memory this machine can give</source>
        <translation>%1：内存不足；请用更小的输入，或设一个本机能提供的 --max-memory</translation>
    </message>
    <message>
        <source>--thw rotates in fp64 with rotate_half, without xPos</source>
        <translation>--thw 只在 fp64 下用 rotate_half 旋转，不带 xPos</translation>
    </message>
    <message>
        <source>--thw gives %1 tokens but --input has %2 rows</source>
        <translation>--thw 给出 %1 个 token，但 --input 有 %2 行</translation>
    </message>
    <message>
        <source>--xpos-role needs --xpos-scale-base (xPos is off without it)</source>
        <translation>--xpos-role 需要 --xpos-scale-base（没有它 xPos 不开启）</translation>
    </message>
    <message>
        <source>score takes two --thw triples, the query&apos;s and then the key&apos;s; got %1</source>
        <translation>score 需要两个 --thw 三元组，先 query 的、再 key 的；收到 %1 个</translation>
    </message>
    <message>
        <source>the xPos curve is computed in fp64 only</source>
        <translation>xPos 曲线只在 fp64 下计算</translation>
    </message>
    <message>
        <source>--thw gives %1 tokens but the queries have %2 rows</source>
        <translation>--thw 给出 %1 个 token，但 query 有 %2 行</translation>
    </message>
    <message>
        <source>xPos scales RoPE&apos;s rotated queries and keys: it needs --encoding rope</source>
        <translation>xPos 缩放的是 RoPE 旋转后的 query 和 key：需要 --encoding rope</translation>
    </message>
    <message>
        <source>&apos;%1&apos; overflows %2 (its largest number is %3); use a wider --precision or smaller inputs</source>
        <translation>“%1”超出了 %2 的范围（它能表示的最大数是 %3）；请换用更宽的 --precision，或更小的输入</translation>
    </message>
    <message>
        <source>--heads must be a whole number of at least 1, got %1</source>
        <translation>--heads 必须是不小于 1 的整数，实际为 %1</translation>
    </message>
    <message>
        <source>--out names the file --%1 reads (%2); write the result to another file</source>
        <translation>--out 指向 --%1 读取的文件（%2）；请把结果写到另一个文件</translation>
    </message>
    <message>
        <source>--head: &apos;%1&apos; is not a head number (0, 1, 2, …)</source>
        <translation>--head：&apos;%1&apos; 不是头的编号（0、1、2、…）</translation>
    </message>
    <message>
        <source>--head %1 picks a head of an (H, N, d) file, but %2 is an inline list</source>
        <translation>--head %1 用于从 (H, N, d) 文件中选一个头，但 %2 是直接写出的列表</translation>
    </message>
    <message>
        <source>--head %1 picks a head of an (H, N, d) .npy file given to --input, --q, --k or --v; none is given</source>
        <translation>--head %1 选取由 --input、--q、--k 或 --v 给出的 (H, N, d) .npy 文件中的一个头；但没有给出这样的文件</translation>
    </message>
    <message>
        <source>--%1: a token position is a whole number (0, 1, 2, …), got %2</source>
        <translation>--%1：token 位置是整数（0, 1, 2, …），收到的是 %2</translation>
    </message>
    <message>
        <source>--format npy: stdout is a terminal and .npy is binary; redirect it (&gt; x.npy) or pipe it (| python3 -c &apos;import numpy, sys; print(numpy.load(sys.stdin.buffer))&apos;)</source>
        <translation>--format npy：标准输出是终端，而 .npy 是二进制；请重定向（&gt; x.npy）或用管道（| python3 -c &apos;import numpy, sys; print(numpy.load(sys.stdin.buffer))&apos;）</translation>
    </message>
    <message>
        <source>note: %1 query heads share %2 key/value heads (grouped-query attention, as Hugging Face&apos;s repeat_kv): query head h uses key/value head h / %3</source>
        <translation>注意：%1 个 query 头共用 %2 个 key/value 头（分组查询注意力，同 Hugging Face 的 repeat_kv）：query 头 h 使用 key/value 头 h / %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; overflows %2 (its largest number is about 3.4e38); use smaller inputs</source>
        <translation>“%1”超出 %2 的范围（其最大值约为 3.4e38）；请用更小的输入</translation>
    </message>
    <message>
        <source>--precision %1 follows Hugging Face&apos;s rotary embedding and attention code, which has no %2; use fp64, fp32, bf16 or fp16 for it</source>
        <translation>--precision %1 按 Hugging Face 的旋转位置编码与注意力代码计算，那里没有 %2；这种情况请用 fp64、fp32、bf16 或 fp16</translation>
    </message>
    <message>
        <source>--q has %1 tokens per head but --k has %2</source>
        <translation>--q 每个头有 %1 个 token，而 --k 有 %2 个</translation>
    </message>
    <message>
        <source>--k has %1 heads, which do not divide the %2 heads of --q; grouped-query attention shares each key/value head among H / H_kv query heads</source>
        <translation>--k 有 %1 个头，不能整除 --q 的 %2 个头；分组查询注意力让每个 key/value 头由 H / H_kv 个 query 头共用</translation>
    </message>
    <message>
        <source>--v has %1 heads of %2 tokens; --k has %3 heads of %4 tokens, and --v must match it</source>
        <translation>--v 有 %1 个头、每头 %2 个 token；--k 有 %3 个头、每头 %4 个 token，--v 必须与之一致</translation>
    </message>
    <message>
        <source>--v has shape (%1, %2, %3), heads, but --q and --k are single matrices</source>
        <translation>--v 的形状是 (%1, %2, %3)，含多个头，但 --q 和 --k 是单个矩阵</translation>
    </message>
    <message>
        <source>frequencies takes --precision fp64, or fp32-hf / bf16-hf for Hugging Face&apos;s float32 inv_freq</source>
        <translation>frequencies 的 --precision 可取 fp64，或取 fp32-hf / bf16-hf 得到 Hugging Face 的 float32 inv_freq</translation>
    </message>
    <message>
        <source>--thw takes one head: pick it with --head</source>
        <translation>--thw 只接受一个头：用 --head 选定</translation>
    </message>
    <message>
        <source>--heads must be between 1 and 4096, got %1</source>
        <translation>--heads 必须在 1 到 4096 之间，得到的是 %1</translation>
    </message>
    <message>
        <source>bias needs --family t5, alibi or kerple</source>
        <translation>bias 需要 --family t5、alibi 或 kerple</translation>
    </message>
    <message>
        <source>bias for %1 heads and %2 Δ</source>
        <translation>%1 个头、%2 个 Δ 的偏置</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 个值</translation>
    </message>
    <message>
        <source>xPos scales RoPE&apos;s rotated queries and keys: it needs --encoding rope or xpos</source>
        <translation>xPos 缩放的是 RoPE 旋转后的 query 和 key：它需要 --encoding rope 或 xpos</translation>
    </message>
    <message>
        <source>--learned-table needs --encoding learned</source>
        <translation>--learned-table 需要 --encoding learned</translation>
    </message>
    <message>
        <source>--%1 belongs to a relative bias: give --encoding t5, alibi or kerple</source>
        <translation>--%1 属于相对位置偏置：请给出 --encoding t5、alibi 或 kerple</translation>
    </message>
    <message>
        <source>--table-seed must not be negative</source>
        <translation>--table-seed 不能为负</translation>
    </message>
    <message>
        <source>--positions: a learned table of %1 rows has no position %2 (it holds 0 … %3: a learned encoding does not extrapolate)</source>
        <translation>--positions：%1 行的学习位置表中没有位置 %2（它只有 0 … %3：学习的位置编码无法外推）</translation>
    </message>
    <message>
        <source>--heads %1 disagrees with the %2 heads of the inputs</source>
        <translation>--heads %1 与输入的 %2 个头不一致</translation>
    </message>
    <message>
        <source>--bias-head %1 is not among --heads %2 (0 to %3)</source>
        <translation>--bias-head %1 不在 --heads %2 之内（0 到 %3）</translation>
    </message>
    <message>
        <source>Relative position bias b_h(Δ) added to logits: T5&apos;s buckets, ALiBi&apos;s slopes, KERPLE-log.</source>
        <translation>加在 logit 上的相对位置偏置 b_h(Δ)：T5 的分桶、ALiBi 的斜率、KERPLE-log。</translation>
    </message>
    <message>
        <source>--%1 gives %2 numbers; give one for every head or one per head (--heads %3)</source>
        <translation>--%1 给出了 %2 个数；请给出所有头共用的一个数，或每个头一个数（--heads %3）</translation>
    </message>
    <message>
        <source>--%1 is T5&apos;s; --family %2 does not take it</source>
        <translation>--%1 是 T5 的选项；--family %2 不接受它</translation>
    </message>
    <message>
        <source>--%1 is KERPLE&apos;s: it needs kerple</source>
        <translation>--%1 是 KERPLE 的选项：它需要 kerple</translation>
    </message>
    <message>
        <source>--num-buckets must be between 2 and 65536, got %1</source>
        <translation>--num-buckets 必须在 2 到 65536 之间，得到的是 %1</translation>
    </message>
    <message>
        <source>--bias-table has %1 rows but --num-buckets is %2 (one row per bucket)</source>
        <translation>--bias-table 有 %1 行，但 --num-buckets 是 %2（每个桶一行）</translation>
    </message>
    <message>
        <source>--%1: %2 is below %3</source>
        <translation>--%1：%2 小于 %3</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 个格子</translation>
    </message>
    <message>
        <source>logit-scale at %1 positions</source>
        <translation>在 %1 个位置上的 logit-scale</translation>
    </message>
    <message>
        <source>--peak and --rest are finite logits</source>
        <translation>--peak 和 --rest 必须是有限的 logit</translation>
    </message>
    <message>
        <source>dilution at %1 key counts</source>
        <translation>%1 个 key 数上的 dilution</translation>
    </message>
    <message>
        <source>remap with N = %1</source>
        <translation>N = %1 的 remap</translation>
    </message>
    <message>
        <source>base-bound for %1 bases up to L = %2</source>
        <translation>%1 个底数、直到 L = %2 的 base-bound</translation>
    </message>
    <message>
        <source>%1 pair terms</source>
        <translation>%1 个成对项</translation>
    </message>
    <message>
        <source>--%1 applies with --remap or --mask streaming</source>
        <translation>--%1 只与 --remap 或 --mask streaming 一起使用</translation>
    </message>
    <message>
        <source>--mask streaming numbers positions inside its cache; it takes no --remap</source>
        <translation>--mask streaming 在自己的缓存里重新编号位置，不接受 --remap</translation>
    </message>
    <message>
        <source>--remap, --sink-logit and --mask streaming compute RoPE attention in fp64, without xPos or --thw</source>
        <translation>--remap、--sink-logit 和 --mask streaming 以 fp64 计算 RoPE 注意力，不支持 xPos 或 --thw</translation>
    </message>
    <message>
        <source>attention with N = %1</source>
        <translation>N = %1 的注意力</translation>
    </message>
    <message>
        <source>--remap, --sink-logit and --mask streaming take one head: pick it with --head</source>
        <translation>--remap、--sink-logit 和 --mask streaming 只处理一个头：请用 --head 选取</translation>
    </message>
    <message>
        <source>--mask streaming reads the tokens as one stream: --positions must be consecutive</source>
        <translation>--mask streaming 把 token 视为一条连续的流：--positions 必须连续</translation>
    </message>
    <message>
        <source>--sink-tokens is 0 or more and --window 1 or more</source>
        <translation>--sink-tokens 须不小于 0，--window 须不小于 1</translation>
    </message>
    <message>
        <source>--sink-logit is a finite logit</source>
        <translation>--sink-logit 必须是有限的 logit</translation>
    </message>
    <message>
        <source>The multiplier on the logits by query position: Llama 4, Qwen logn, Ministral 3, YaRN, DeepSeek, SSMax.</source>
        <translation>logits 随 query 位置变化的乘数：Llama 4、Qwen logn、Ministral 3、YaRN、DeepSeek、SSMax。</translation>
    </message>
    <message>
        <source>The largest softmax weight among n keys, one at --peak and the rest at --rest.</source>
        <translation>n 个 key 中最大的 softmax 权重：一个 key 的 logit 为 --peak，其余为 --rest。</translation>
    </message>
    <message>
        <source>The relative distance each remapping feeds RoPE: sliding, chunked, Self-Extend, ReRoPE, DCA.</source>
        <translation>各种重映射喂给 RoPE 的相对距离：滑动窗口、分块、Self-Extend、ReRoPE、DCA。</translation>
    </message>
    <message>
        <source>Men et al.&apos;s bound: min over m ≤ L of B_m = Σ_i cos(m·θ_i), per base.</source>
        <translation>Men 等人的界：每个底数下 B_m = Σ_i cos(m·θ_i) 在 m ≤ L 上的最小值。</translation>
    </message>
    <message>
        <source>--%1: give a method, one of %2</source>
        <translation>--%1：请给出一种方法，可选 %2</translation>
    </message>
    <message>
        <source>--%1 applies to a method given with --%2</source>
        <translation>--%1 只适用于用 --%2 给出的方法</translation>
    </message>
    <message>
        <source>--%1 does not apply to --%2 %3 (it takes %4)</source>
        <translation>--%1 不适用于 --%2 %3（它接受 %4）</translation>
    </message>
    <message>
        <source>--%1 %2 needs --%3</source>
        <translation>--%1 %2 需要 --%3</translation>
    </message>
    <message>
        <source>--train-length: a training length of 1 or more positions, got %1</source>
        <translation>--train-length：训练长度须不少于 1 个位置，得到的是 %1</translation>
    </message>
</context>
<context>
    <name>ComputeLane</name>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>DemoCheckpoint</name>
    <message>
        <source>cannot be created</source>
        <translation>无法创建</translation>
    </message>
    <message>
        <source>no folder for the demo checkpoint can be made there (%1)</source>
        <translation>无法在那里为示例检查点建立文件夹（%1）</translation>
    </message>
    <message>
        <source>the demo checkpoint (made-up weights)</source>
        <translation>示例检查点（虚构的权重）</translation>
    </message>
</context>
<context>
    <name>Diagnose</name>
    <message>
        <source>in fp64</source>
        <translation>以 fp64 计算</translation>
    </message>
    <message>
        <source>in fp32 with correctly rounded cos/sin</source>
        <translation>以 fp32 计算，cos/sin 正确舍入</translation>
    </message>
    <message>
        <source>in fp32 as PyTorch computes θ_i and the angles</source>
        <translation>以 fp32 计算，θ_i 与角度按 PyTorch 的算法</translation>
    </message>
    <message>
        <source>with the positions rounded to bf16 (257 becomes 256)</source>
        <translation>位置被舍入为 bf16（257 变成 256）</translation>
    </message>
    <message>
        <source>in bf16 (cos/sin computed in fp32, applied in bf16)</source>
        <translation>以 bf16 计算（cos/sin 在 fp32 中算出，在 bf16 中施加）</translation>
    </message>
    <message>
        <source>pairs (2i, 2i+1)</source>
        <translation>按 (2i, 2i+1) 配对</translation>
    </message>
    <message>
        <source>pairs (i, i + d/2)</source>
        <translation>按 (i, i + d/2) 配对</translation>
    </message>
    <message>
        <source>pairs (i, i + r/2) within the rotated r dims</source>
        <translation>在旋转的 r 维内按 (i, i + r/2) 配对</translation>
    </message>
    <message>
        <source>turns clockwise (by −pθ_i)</source>
        <translation>顺时针旋转（转 −pθ_i）</translation>
    </message>
    <message>
        <source>turns counter-clockwise (by +pθ_i)</source>
        <translation>逆时针旋转（转 +pθ_i）</translation>
    </message>
    <message>
        <source>uses the positions as given</source>
        <translation>按给定的位置使用</translation>
    </message>
    <message>
        <source>counts positions from 1 (p + 1)</source>
        <translation>位置从 1 开始计数（p + 1）</translation>
    </message>
    <message>
        <source>uses position p %1 %2</source>
        <translation>使用位置 p %1 %2</translation>
    </message>
    <message>
        <source>all %1 dims</source>
        <translation>全部 %1 维</translation>
    </message>
    <message>
        <source>the last %1 of %2 dims</source>
        <translation>%2 维中的最后 %1 维</translation>
    </message>
    <message>
        <source>the first %1 of %2 dims</source>
        <translation>%2 维中的前 %1 维</translation>
    </message>
    <message>
        <source>base ≈ %1 (fitted from the data)</source>
        <translation>底数 ≈ %1（由数据拟合）</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>, with the model&apos;s %1 scaling</source>
        <translation>，并带模型的 %1 缩放</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>该模型</translation>
    </message>
    <message>
        <source>pairing: your code %1; %2 %3 (%4)</source>
        <translation>配对：你的代码%1；%2 %3（%4）</translation>
    </message>
    <message>
        <source>direction: your code turns clockwise, by −pθ_i; RoPE turns counter-clockwise</source>
        <translation>方向：你的代码顺时针旋转 −pθ_i；RoPE 是逆时针旋转</translation>
    </message>
    <message>
        <source>positions: your code %1; the model uses the positions as they are</source>
        <translation>位置：你的代码%1；模型按原位置使用</translation>
    </message>
    <message>
        <source>base: your code has %1; %2 has %3</source>
        <translation>底数：你的代码是%1；%2 是 %3</translation>
    </message>
    <message>
        <source>rotary dims: your code rotates %1; %2 rotates %3</source>
        <translation>旋转维度：你的代码旋转%1；%2 旋转%3</translation>
    </message>
    <message>
        <source>scaling: your code applies none; %1 applies %2 scaling</source>
        <translation>缩放：你的代码没有缩放；%1 使用 %2 缩放</translation>
    </message>
    <message>
        <source>scaling: your code scales; %1 does not</source>
        <translation>缩放：你的代码做了缩放；%1 没有</translation>
    </message>
    <message>
        <source>pairing %1</source>
        <translation>配对 %1</translation>
    </message>
    <message>
        <source>direction %1</source>
        <translation>方向 %1</translation>
    </message>
    <message>
        <source>offset %1</source>
        <translation>偏移 %1</translation>
    </message>
    <message>
        <source>rotating %1</source>
        <translation>旋转%1</translation>
    </message>
    <message>
        <source>scaling %1</source>
        <translation>缩放 %1</translation>
    </message>
    <message>
        <source>precision %1</source>
        <translation>精度 %1</translation>
    </message>
    <message>
        <source>--config: the model&apos;s head has %1 dims but the rows have %2; give one head&apos;s rows (--head picks one from an (H, N, d) file)</source>
        <translation>--config：模型的头有 %1 维，但这些行有 %2 维；请给出单个头的行（--head 可从 (H, N, d) 文件中选一个头）</translation>
    </message>
    <message>
        <source>--config: a fixed θ is not a model&apos;s RoPE</source>
        <translation>--config：固定的 θ 不是模型的 RoPE</translation>
    </message>
    <message>
        <source>--rotated has %1 rows but --input has %2: give the same rows before and after RoPE</source>
        <translation>--rotated 有 %1 行，但 --input 有 %2 行：请给出 RoPE 前后相同的行</translation>
    </message>
    <message>
        <source>the rows have %1 dims; RoPE turns pairs, so the width must be even</source>
        <translation>这些行有 %1 维；RoPE 按对旋转，宽度必须是偶数</translation>
    </message>
    <message>
        <source>--rotated equals --input: nothing was rotated (is every position 0?).</source>
        <translation>--rotated 与 --input 相同：什么都没有旋转（是否所有位置都是 0？）。</translation>
    </message>
    <message>
        <source>No convention tried explains --rotated (the best leaves a max error of %1, against data up to %2): check that the rows match and that --positions are the positions the code used.</source>
        <translation>尝试过的约定都无法解释 --rotated（最好的一个仍有最大误差 %1，数据最大到 %2）：请检查各行是否对应，以及 --positions 是否就是代码所用的位置。</translation>
    </message>
    <message>
        <source>%1 rows of %2 dims, positions %3 … %4

</source>
        <translation>%1 行，每行 %2 维，位置 %3 … %4

</translation>
    </message>
    <message>
        <source>Max abs error %1, against entries up to %2.
</source>
        <translation>最大绝对误差 %1，数据元素最大到 %2。
</translation>
    </message>
    <message>
        <source>These rows fit as well (within rounding) with: %1. The verdict takes the plainest; rows at larger positions would tell them apart.
</source>
        <translation>这些行在舍入误差内同样符合：%1。结论取最朴素的一个；更大位置上的行可以把它们区分开。
</translation>
    </message>
    <message>
        <source>
It matches %1&apos;s RoPE in every respect tried.
</source>
        <translation>
在尝试过的每一方面，它都与 %1 的 RoPE 一致。
</translation>
    </message>
    <message>
        <source>
Where it departs from %1&apos;s RoPE:
  - %2
</source>
        <translation>
它与 %1 的 RoPE 的不同之处：
  - %2
</translation>
    </message>
    <message>
        <source>
Candidates, best first:
</source>
        <translation>
候选（最好的在前）：
</translation>
    </message>
    <message>
        <source>pairing</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>rotary</source>
        <translation>旋转维</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>max abs error</source>
        <translation>最大绝对误差</translation>
    </message>
    <message>
        <source>* fitted from the data
</source>
        <translation>* 由数据拟合
</translation>
    </message>
    <message>
        <source>give both --meta W1.npy and --hf W2.npy (the same projection, W_Q or W_K, before and after conversion)</source>
        <translation>请同时给出 --meta W1.npy 和 --hf W2.npy（同一个投影 W_Q 或 W_K，转换前和转换后）</translation>
    </message>
    <message>
        <source>--heads H is needed: the weights stack H heads of d rows each</source>
        <translation>需要 --heads H：权重由 H 个头堆叠而成，每个头 d 行</translation>
    </message>
    <message>
        <source>--hf has %1 rows but --meta has %2</source>
        <translation>--hf 有 %1 行，但 --meta 有 %2 行</translation>
    </message>
    <message>
        <source>--heads %1 does not split %2 rows into heads of an even number of rows</source>
        <translation>--heads %1 无法把 %2 行分成行数为偶数的头</translation>
    </message>
    <message>
        <source>--hf is the Meta → Hugging Face permutation of --meta in all %1 heads of %2 rows.</source>
        <translation>在全部 %1 个头（每头 %2 行）中，--hf 都是 --meta 的 Meta → Hugging Face 置换。</translation>
    </message>
    <message>
        <source>permuted Meta → Hugging Face: heads %1</source>
        <translation>按 Meta → Hugging Face 置换：头 %1</translation>
    </message>
    <message>
        <source>identical to --meta, not permuted (half-split code would pair the wrong components): heads %1</source>
        <translation>与 --meta 相同，未置换（前后半配对的代码会配错分量）：头 %1</translation>
    </message>
    <message>
        <source>permuted the other way, Hugging Face → Meta: heads %1</source>
        <translation>按相反方向置换（Hugging Face → Meta）：头 %1</translation>
    </message>
    <message>
        <source>none of these (closest max error %1 against weights up to %2): heads %3</source>
        <translation>都不是（最接近的最大误差 %1，权重最大到 %2）：头 %3</translation>
    </message>
    <message>
        <source>--hf is not the Meta → Hugging Face permutation of --meta in every head. %1.</source>
        <translation>--hf 并非在每个头中都是 --meta 的 Meta → Hugging Face 置换。%1。</translation>
    </message>
    <message>
        <source>Rows before your RoPE: (N, d), or (H, N, d) with --head.</source>
        <translation>你的 RoPE 之前的行：(N, d)，或配合 --head 的 (H, N, d)。</translation>
    </message>
    <message>
        <source>The same rows after your RoPE, same shape.</source>
        <translation>同样的行经过你的 RoPE 之后，形状相同。</translation>
    </message>
    <message>
        <source>The position of each row as you passed it to your code (default 0:N).</source>
        <translation>每行传给你的代码时的位置（默认 0:N）。</translation>
    </message>
    <message>
        <source>Take head h of (H, N, d) files.</source>
        <translation>取 (H, N, d) 文件中的第 h 个头。</translation>
    </message>
    <message>
        <source>A model&apos;s config.json: also try its base and scaling, and say where your code departs from the model&apos;s RoPE.</source>
        <translation>模型的 config.json：同时尝试它的底数和缩放，并指出你的代码与模型 RoPE 的不同之处。</translation>
    </message>
    <message>
        <source>A W_Q or W_K in Meta&apos;s layout (heads·d rows).</source>
        <translation>Meta 布局的 W_Q 或 W_K（头数·d 行）。</translation>
    </message>
    <message>
        <source>The same weight as converted for Hugging Face.</source>
        <translation>同一权重转换为 Hugging Face 格式后的版本。</translation>
    </message>
    <message>
        <source>The number of heads stacked in the weight rows.</source>
        <translation>权重行中堆叠的头数。</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>输出一个 JSON 对象。</translation>
    </message>
    <message>
        <source>Refuse inputs needing more memory than this (default 1GB).</source>
        <translation>拒绝需要更多内存的输入（默认 1GB）。</translation>
    </message>
    <message>
        <source>Refuse inputs estimated to take longer (default 30s).</source>
        <translation>拒绝预计耗时更长的输入（默认 30 秒）。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>%1: unexpected argument &apos;%2&apos;</source>
        <translation>%1：多余的参数“%2”</translation>
    </message>
    <message>
        <source>--meta/--hf compare weights and --input/--rotated compare rows: give one pair</source>
        <translation>--meta/--hf 比较权重，--input/--rotated 比较行：只能给出其中一对</translation>
    </message>
    <message>
        <source>give --input x.npy and --rotated y.npy (rows before and after your RoPE), or --meta and --hf with --heads (see rope-explorer diagnose --help)</source>
        <translation>请给出 --input x.npy 和 --rotated y.npy（你的 RoPE 之前和之后的行），或者 --meta 和 --hf 加 --heads（见 rope-explorer diagnose --help）</translation>
    </message>
    <message>
        <source>%1: out of memory; use a smaller input</source>
        <translation>%1：内存不足；请使用更小的输入</translation>
    </message>
    <message>
        <source>the first %1 of the %2 pairs, with exponents over all %3 dims (Gemma 4 proportional)</source>
        <translation>%2 对中的前 %1 对，指数以全部 %3 维为分母（Gemma 4 proportional）</translation>
    </message>
    <message>
        <source>the rows have %1 dims; the head dimension is at most %2</source>
        <translation>这些行有 %1 维；头维度最多为 %2</translation>
    </message>
    <message>
        <source>in fp16 (cos/sin computed in fp32, applied in fp16)</source>
        <translation>以 fp16 计算（cos/sin 在 fp32 中算出，在 fp16 中施加）</translation>
    </message>
    <message>
        <source>%1, the result rounded to bf16</source>
        <translation>%1，结果舍入为 bf16</translation>
    </message>
    <message>
        <source>%1, the result rounded to fp16 (rows saved as float16)</source>
        <translation>%1，结果舍入为 fp16（各行以 float16 保存）</translation>
    </message>
    <message>
        <source>uses position p %1 %2 (read from the rows&apos; phases: the rows sit %3 positions %4 --positions says, e.g. from the middle of a sequence or after a KV cache)</source>
        <translation>使用位置 p %1 %2（从各行的相位读出：这些行位于 --positions 所说位置%4 %3 个位置处，例如取自序列中间或 KV 缓存之后）</translation>
    </message>
    <message>
        <source>after where</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>before where</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>builds cos/sin with repeat_interleave (θ_0, θ_0, θ_1, θ_1, …) but applies them with rotate_half, which pairs i with i + d/2</source>
        <translation>用 repeat_interleave 构建 cos/sin（θ_0, θ_0, θ_1, θ_1, …），却用 rotate_half 施加，而 rotate_half 把 i 与 i + d/2 配对</translation>
    </message>
    <message>
        <source>builds cos/sin with cat((freqs, freqs)) (θ_0 … θ_{d/2−1} twice) but applies them to interleaved pairs (2i, 2i+1)</source>
        <translation>用 cat((freqs, freqs)) 构建 cos/sin（θ_0 … θ_{d/2−1} 重复两次），却施加到交错的配对 (2i, 2i+1) 上</translation>
    </message>
    <message>
        <source>swaps cos and sin (x·sin + rotate_half(x)·cos)</source>
        <translation>交换了 cos 和 sin（x·sin + rotate_half(x)·cos）</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，并且</translation>
    </message>
    <message>
        <source>without truncating YaRN&apos;s ramp bounds (truncate false, as GPT-OSS sets it)</source>
        <translation>不截断 YaRN 斜坡的边界（truncate false，GPT-OSS 即如此设置）</translation>
    </message>
    <message>
        <source>truncating YaRN&apos;s ramp bounds with floor/ceil (truncate true, the usual code)</source>
        <translation>用 floor/ceil 截断 YaRN 斜坡的边界（truncate true，常见代码的做法）</translation>
    </message>
    <message>
        <source>without the attention factor (mscale) on cos and sin</source>
        <translation>cos 和 sin 未乘注意力因子（mscale）</translation>
    </message>
    <message>
        <source>Your code %1, %2, %3, with %4 on %5%6, %7%8.</source>
        <translation>你的代码%1，%2，%3，在%5上使用%4%6，%7%8。</translation>
    </message>
    <message>
        <source>; it %1</source>
        <translation>；它%1</translation>
    </message>
    <message>
        <source>whether V is rotated too (it should not be) and whether K is rotated the same way: run diagnose on K&apos;s and V&apos;s rows as well</source>
        <translation>V 是否也被旋转（本不应如此），以及 K 是否以同样方式旋转：请也对 K 和 V 的行运行 diagnose</translation>
    </message>
    <message>
        <source>whether K is offset alike (an offset shared by q and k cancels in q·k, which sees only m − n)</source>
        <translation>K 是否有同样的偏移（q 和 k 共有的偏移在 q·k 中抵消，q·k 只看 m − n）</translation>
    </message>
    <message>
        <source>YaRN truncate: your code does not round the ramp bounds; %1 floors/ceils them (truncate true)</source>
        <translation>YaRN truncate：你的代码不对斜坡边界取整；%1 对其做 floor/ceil（truncate true）</translation>
    </message>
    <message>
        <source>YaRN truncate: your code floors/ceils the ramp bounds; %1 sets truncate false</source>
        <translation>YaRN truncate：你的代码对斜坡边界做 floor/ceil；%1 设置 truncate false</translation>
    </message>
    <message>
        <source>attention factor: your code leaves it out; %1 multiplies cos and sin by %2</source>
        <translation>注意力因子：你的代码省略了它；%1 将 cos 和 sin 乘以 %2</translation>
    </message>
    <message>
        <source>cos/sin: your code %1</source>
        <translation>cos/sin：你的代码%1</translation>
    </message>
    <message>
        <source>cos/sin %1</source>
        <translation>cos/sin %1</translation>
    </message>
    <message>
        <source>These rows alone cannot show %1.</source>
        <translation>仅凭这些行无法看出%1。</translation>
    </message>
    <message>
        <source>; nor </source>
        <translation>；也无法看出</translation>
    </message>
    <message>
        <source>cos/sin</source>
        <translation>cos/sin</translation>
    </message>
    <message>
        <source>Tells which RoPE a piece of code implements. Give rows before it (--input) and after it (--rotated): pairing, direction, position offset (also one read from the rows&apos; phases), base, rotary dims, scaling (with YaRN&apos;s truncate flag and attention factor), the cos/sin layout (repeat_interleave vs cat, cos and sin swapped), precision and output rounding are searched, and the best explanation is said in one sentence with its max abs error and the runners-up.
With --meta and --hf: whether a weight is the Meta → Hugging Face permutation of another, per head.

Examples:
  rope-explorer diagnose --input x.npy --rotated y.npy --positions 0:32
  rope-explorer diagnose --input q.npy --rotated q_rope.npy --config config.json --json
  rope-explorer diagnose --meta wq_meta.npy --hf wq_hf.npy --heads 32</source>
        <translation>判断一段代码实现的是哪种 RoPE。给出它之前（--input）和之后（--rotated）的行：搜索配对、方向、位置偏移（也包括从各行相位读出的偏移）、底数、旋转维度、缩放（含 YaRN 的 truncate 标志和注意力因子）、cos/sin 布局（repeat_interleave 与 cat、cos 与 sin 互换）、精度和输出舍入，用一句话给出最佳解释，附上最大绝对误差和其余候选。
使用 --meta 和 --hf：逐头判断一个权重是否是另一个的 Meta → Hugging Face 置换。

示例：
  rope-explorer diagnose --input x.npy --rotated y.npy --positions 0:32
  rope-explorer diagnose --input q.npy --rotated q_rope.npy --config config.json --json
  rope-explorer diagnose --meta wq_meta.npy --hf wq_hf.npy --heads 32</translation>
    </message>
    <message>
        <source>With --heads %1 (heads of %2 rows) every head is the Meta → Hugging Face permutation: is the head count %1? (W_K and W_V stack num_key_value_heads heads, not num_attention_heads.)</source>
        <translation>使用 --heads %1（每头 %2 行）时每个头都是 Meta → Hugging Face 置换：头数是否为 %1？（W_K 和 W_V 堆叠的是 num_key_value_heads 个头，而不是 num_attention_heads 个。）</translation>
    </message>
    <message>
        <source>Every head differs: check --heads (W_K and W_V stack num_key_value_heads heads); no other head count makes the heads permutations either.</source>
        <translation>每个头都不同：请检查 --heads（W_K 和 W_V 堆叠 num_key_value_heads 个头）；其他头数也不能使各头成为置换。</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>--set &apos;%1&apos;: write key=value</source>
        <translation>--set“%1”：请写成 key=value</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>Start from a built-in preset (see --list-presets).</source>
        <translation>从内置预设开始（见 --list-presets）。</translation>
    </message>
    <message>
        <source>Start from a saved session file.</source>
        <translation>从保存的会话文件开始。</translation>
    </message>
    <message>
        <source>Set a parameter, e.g. head_dim=128 or scaling.factor=8 (repeatable).</source>
        <translation>设置一个参数，例如 head_dim=128 或 scaling.factor=8（可重复）。</translation>
    </message>
    <message>
        <source>PNG scale: 1, 2 or 3 (default 1).</source>
        <translation>PNG 缩放：1、2 或 3（默认 1）。</translation>
    </message>
    <message>
        <source>List the views and exit.</source>
        <translation>列出视图后退出。</translation>
    </message>
    <message>
        <source>List the presets and exit.</source>
        <translation>列出预设后退出。</translation>
    </message>
    <message>
        <source>rope-explorer export: %1
</source>
        <translation>rope-explorer export：%1
</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos; (see --list-presets)</source>
        <translation>未知预设“%1”（见 --list-presets）</translation>
    </message>
    <message>
        <source>--scale must be 1, 2 or 3, got &apos;%1&apos;</source>
        <translation>--scale 必须是 1、2 或 3，实际为“%1”</translation>
    </message>
    <message>
        <source>--size must be WxH between 320x240 and 8000x8000, got &apos;%1&apos;</source>
        <translation>--size 必须是 WxH，介于 320x240 与 8000x8000 之间，实际为“%1”</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; must end in .png, .svg or .pdf</source>
        <translation>--out：“%1”必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>unknown view &apos;%1&apos; (see --list-views)</source>
        <translation>未知视图“%1”（见 --list-views）</translation>
    </message>
    <message>
        <source>wrote %1
</source>
        <translation>已写入 %1
</translation>
    </message>
    <message>
        <source>[%1/%2] %3 %4
</source>
        <translation>[%1/%2] %3 %4
</translation>
    </message>
    <message>
        <source>wrote %1 figures (%2 files) and %3 in %4 s
</source>
        <translation>已写出 %1 张图（%2 个文件）和 %3，用时 %4 秒
</translation>
    </message>
    <message>
        <source>Renders figures to PNG, SVG or PDF without a display: one figure, a whole view, or every figure with a gallery (index.html).

Examples:
  rope-explorer export --figure pairing-lab/trap --out trap.svg
  rope-explorer export --view heatmaps --preset llama3.1-8b --set seq_len=512 --out maps.png --scale 2
  rope-explorer export --all --out figures --lang en,zh_CN --format png,svg</source>
        <translation>无需显示器，把图导出为 PNG、SVG 或 PDF：一张图、一整个视图，或全部图外加一个图库页（index.html）。

示例：
  rope-explorer export --figure pairing-lab/trap --out trap.svg
  rope-explorer export --view heatmaps --preset llama3.1-8b --set seq_len=512 --out maps.png --scale 2
  rope-explorer export --all --out figures --lang en,zh_CN --format png,svg</translation>
    </message>
    <message>
        <source>The figure to export (see --list-figures).</source>
        <translation>要导出的图（见 --list-figures）。</translation>
    </message>
    <message>
        <source>A whole view, every section (see --list-views).</source>
        <translation>一整个视图，包含所有部分（见 --list-views）。</translation>
    </message>
    <message>
        <source>Every figure, into the folder --out, with index.html.</source>
        <translation>全部图，写入 --out 指定的文件夹，并附 index.html。</translation>
    </message>
    <message>
        <source>The file to write (.png, .svg or .pdf); with --all, a folder.</source>
        <translation>要写入的文件（.png、.svg 或 .pdf）；配合 --all 时为文件夹。</translation>
    </message>
    <message>
        <source>With --all: png, svg, pdf or a list (default png).</source>
        <translation>配合 --all：png、svg、pdf 或其列表（默认 png）。</translation>
    </message>
    <message>
        <source>Window size the figures are laid out in (default 1280x800).</source>
        <translation>排版图时所用的窗口大小（默认 1280x800）。</translation>
    </message>
    <message>
        <source>Stamp the parameters and the view&apos;s settings under the figure.</source>
        <translation>在图下方标注参数和视图的设置。</translation>
    </message>
    <message>
        <source>Language of the figures&apos; text: en or zh_CN (with --all, a list such as en,zh_CN); default: the environment&apos;s.</source>
        <translation>图中文字的语言：en 或 zh_CN（配合 --all 可给列表，如 en,zh_CN）；默认：环境的语言。</translation>
    </message>
    <message>
        <source>List the figures (key, title, tags) and exit.</source>
        <translation>列出所有图（键、标题、标签）后退出。</translation>
    </message>
    <message>
        <source>rope-explorer export: --lang: &apos;%1&apos; is not en or zh_CN
</source>
        <translation>rope-explorer export: --lang：“%1”不是 en 或 zh_CN
</translation>
    </message>
    <message>
        <source>--lang takes one language unless --all is given</source>
        <translation>除非给出 --all，--lang 只能取一种语言</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not png, svg or pdf</source>
        <translation>--format：“%1”不是 png、svg 或 pdf</translation>
    </message>
    <message>
        <source>--format needs at least one of png, svg, pdf</source>
        <translation>--format 至少需要 png、svg、pdf 之一</translation>
    </message>
    <message>
        <source>unknown figure &apos;%1&apos; (see --list-figures)</source>
        <translation>未知的图“%1”（见 --list-figures）</translation>
    </message>
    <message>
        <source>Text size relative to the window&apos;s, 0.75 to 2 (default 1): larger for slides seen from the back of a room.</source>
        <translation>文字大小相对于窗口的倍数，0.75 到 2（默认 1）：给教室后排也看得清的幻灯片用更大的字。</translation>
    </message>
    <message>
        <source>--font-scale must be between 0.75 and 2, got &apos;%1&apos;</source>
        <translation>--font-scale 必须在 0.75 到 2 之间，得到的是“%1”</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>正数</translation>
    </message>
    <message>
        <source>a whole number of tokens, 0 if not given</source>
        <translation>token 数（整数），未给出时为 0</translation>
    </message>
    <message>
        <source>an even whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的偶数</translation>
    </message>
    <message>
        <source>0 (all of head_dim) or an even whole number from 2 to head_dim</source>
        <translation>0（全部 head_dim）或 2 到 head_dim 之间的偶数</translation>
    </message>
    <message>
        <source>a number above 1, at most %1</source>
        <translation>大于 1、至多 %1 的数</translation>
    </message>
    <message>
        <source>a position from 0 to %1</source>
        <translation>0 到 %1 之间的位置</translation>
    </message>
    <message>
        <source>a whole number, the Δ the look-back head attends to</source>
        <translation>整数，即回看头所关注的 Δ</translation>
    </message>
    <message>
        <source>an angle in radians per position, e.g. 0.5 or pi/2</source>
        <translation>每个位置转过的弧度，例如 0.5 或 pi/2</translation>
    </message>
    <message>
        <source>head_dim numbers, comma separated (with source=explicit)</source>
        <translation>head_dim 个数，用逗号分隔（source=explicit 时）</translation>
    </message>
    <message>
        <source>a number above beta_slow (YaRN)</source>
        <translation>大于 beta_slow 的数（YaRN）</translation>
    </message>
    <message>
        <source>a number below beta_fast (YaRN)</source>
        <translation>小于 beta_fast 的数（YaRN）</translation>
    </message>
    <message>
        <source>a number ≥ 0 (YaRN)</source>
        <translation>≥ 0 的数（YaRN）</translation>
    </message>
    <message>
        <source>a number below high_freq_factor (Llama 3)</source>
        <translation>小于 high_freq_factor 的数（Llama 3）</translation>
    </message>
    <message>
        <source>a number above low_freq_factor (Llama 3)</source>
        <translation>大于 low_freq_factor 的数（Llama 3）</translation>
    </message>
    <message>
        <source>one positive number per rotated pair, comma separated</source>
        <translation>每个旋转对一个正数，用逗号分隔</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>--set %1: &apos;%2&apos; is not %3; %1 takes %4</source>
        <translation>--set %1：&apos;%2&apos; 不是%3；%1 接受%4</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>有限数</translation>
    </message>
    <message>
        <source>an angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <source>--set %1: &apos;%2&apos; is not one of %3</source>
        <translation>--set %1：&apos;%2&apos; 不是 %3 之一</translation>
    </message>
    <message>
        <source>--set %1: %2; %1 takes %3</source>
        <translation>--set %1：%2；%1 接受%3</translation>
    </message>
    <message>
        <source>--set: unknown parameter &apos;%1&apos; (known: %2; see export --help)</source>
        <translation>--set：未知参数 &apos;%1&apos;（已知：%2；见 export --help）</translation>
    </message>
    <message>
        <source>--set: unknown parameter &apos;%1&apos;%2</source>
        <translation>--set：未知参数 &apos;%1&apos;%2</translation>
    </message>
    <message>
        <source>Parameters for --set key=value:
</source>
        <translation>--set key=value 可设的参数：
</translation>
    </message>
    <message>
        <source> (see rope-explorer export --help)</source>
        <translation>（见 rope-explorer export --help）</translation>
    </message>
    <message>
        <source>--size %1x%2 at --scale %3 would render %4 × %5 pixels (%6 megapixels); at most %7 megapixels: lower --size or --scale</source>
        <translation>--size %1x%2 配合 --scale %3 将渲染 %4 × %5 像素（%6 百万像素）；最多 %7 百万像素：请减小 --size 或 --scale</translation>
    </message>
    <message>
        <source>Refuse to start when the figures would take longer (default 30 s).</source>
        <translation>若导出这些图需要更长时间，则拒绝开始（默认 30 秒）。</translation>
    </message>
    <message>
        <source>Refuse to start when one figure would need more memory (default 1G).</source>
        <translation>若一张图需要更多内存，则拒绝开始（默认 1G）。</translation>
    </message>
    <message>
        <source>Start from a state string (Edit → Copy State String) or from the scene an exported figure (.png, .svg, .pdf) remembers; alone, export its view.</source>
        <translation>从状态字符串（编辑 → 复制状态字符串）或导出图（.png、.svg、.pdf）记住的场景开始；单独使用时导出它所在的视图。</translation>
    </message>
    <message>
        <source>--preset, --session and --state cannot be combined</source>
        <translation>--preset、--session 和 --state 不能同时使用</translation>
    </message>
    <message>
        <source>--state: %1</source>
        <translation>--state：%1</translation>
    </message>
    <message>
        <source>expected PARAM=FROM:TO or PARAM=FROM:TO:log, e.g. m=0:64 or base=100:1e6:log</source>
        <translation>应为 PARAM=FROM:TO 或 PARAM=FROM:TO:log，例如 m=0:64 或 base=100:1e6:log</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the ends must be finite numbers</source>
        <translation>&apos;%1&apos;：两端必须是有限的数</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a geometric (log) sweep needs two positive ends</source>
        <translation>&apos;%1&apos;：几何（log）扫描需要两个正的端点</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos; is neither a figure (see --list-figures) nor a view (see --list-views)</source>
        <translation>--animate：&apos;%1&apos; 既不是图（见 --list-figures）也不是视图（见 --list-views）</translation>
    </message>
    <message>
        <source>[%1/%2] frames
</source>
        <translation>[%1/%2] 帧
</translation>
    </message>
    <message>
        <source>wrote %1 (%2 frames at %3 fps) in %4 s
</source>
        <translation>已写入 %1（%2 帧，每秒 %3 帧），用时 %4 秒
</translation>
    </message>
    <message>
        <source>Render the figure or view KEY as an animation (.gif, .mp4 or .webm) as --sweep moves.</source>
        <translation>随 --sweep 变化把图或视图 KEY 渲染成动画（.gif、.mp4 或 .webm）。</translation>
    </message>
    <message>
        <source>With --animate: PARAM=FROM:TO (or FROM:TO:log), a --set key or view.progress (P applied, pairing lab); repeat to move several together.</source>
        <translation>与 --animate 一起用：PARAM=FROM:TO（或 FROM:TO:log），PARAM 是 --set 的键或 view.progress（配对实验室中 P 的施加程度）；可重复以同时移动多个。</translation>
    </message>
    <message>
        <source>With --animate: frames per second, 1 to 60 (default 30).</source>
        <translation>与 --animate 一起用：每秒帧数，1 到 60（默认 30）。</translation>
    </message>
    <message>
        <source>With --animate: length in seconds, up to 60 (default 4).</source>
        <translation>与 --animate 一起用：时长（秒），最多 60（默认 4）。</translation>
    </message>
    <message>
        <source>give one of --figure, --view, --all or --animate (or --state alone), and --out (see --help)</source>
        <translation>请给出 --figure、--view、--all 或 --animate 之一（或单独的 --state），以及 --out（见 --help）</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; must end in .gif, .mp4 or .webm with --animate</source>
        <translation>--out：与 --animate 一起用时 &apos;%1&apos; 必须以 .gif、.mp4 或 .webm 结尾</translation>
    </message>
    <message>
        <source>--animate needs at least one --sweep PARAM=FROM:TO</source>
        <translation>--animate 至少需要一个 --sweep PARAM=FROM:TO</translation>
    </message>
    <message>
        <source>--fps must be a whole number from 1 to 60, got &apos;%1&apos;</source>
        <translation>--fps 必须是 1 到 60 的整数，得到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--seconds must be more than 0 and at most 60, got &apos;%1&apos;</source>
        <translation>--seconds 必须大于 0 且不超过 60，得到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--sweep: at frame %1 of %2, %3</source>
        <translation>--sweep：在第 %1 帧（共 %2 帧），%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter</source>
        <translation>“%1”不是参数</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>θ = %1</source>
        <translation>θ = %1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source> (%1 rotary)</source>
        <translation>（%1 维旋转）</translation>
    </message>
    <message>
        <source> ×%1</source>
        <translation> ×%1</translation>
    </message>
    <message>
        <source>the scale must be between 1 and 4, got %1</source>
        <translation>缩放必须在 1 到 4 之间，实际为 %1</translation>
    </message>
    <message>
        <source>the file name must end in .png, .svg or .pdf</source>
        <translation>文件名必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>无法编码图像</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>无法创建 PDF</translation>
    </message>
    <message>
        <source> (seed %1)</source>
        <translation>（种子 %1）</translation>
    </message>
    <message>
        <source> (Δ = %1, seed %2)</source>
        <translation>（Δ = %1，种子 %2）</translation>
    </message>
    <message>
        <source>RoPE Explorer · %1 · %2 · N = %3 · m = %4 · n = %5 · %6 pairing · %7 · %8 · %9</source>
        <translation>RoPE Explorer · %1 · %2 · N = %3 · m = %4 · n = %5 · %6 · %7 · %8 · %9</translation>
    </message>
    <message>
        <source>is not a figure (.png, .svg or .pdf)</source>
        <translation>不是图（.png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <source>is larger than any figure this app writes</source>
        <translation>比本应用写出的任何图都大</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>holds no RoPE Explorer scene (exported by another program, or by an older version)</source>
        <translation>不含 RoPE Explorer 场景（由其他程序或旧版本导出）</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>Rotated components</source>
        <translation>旋转的分量数</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>θ (radians per position)</source>
        <translation>θ（每个位置的弧度）</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Query position</source>
        <translation>Query 位置</translation>
    </message>
    <message>
        <source>Key position</source>
        <translation>Key 位置</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Look-back Δ</source>
        <translation>回看 Δ</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>no such view (see --list-views)</source>
        <translation>没有这个视图（见 --list-views）</translation>
    </message>
    <message>
        <source>no such section of the view &apos;%1&apos;</source>
        <translation>视图“%1”中没有这一部分</translation>
    </message>
    <message>
        <source>the computation did not finish in time</source>
        <translation>计算未能按时完成</translation>
    </message>
    <message>
        <source>the folder cannot be made</source>
        <translation>无法创建该文件夹</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>A head as d/2 clocks</source>
        <translation>一个注意力头：d/2 个时钟</translation>
    </message>
    <message>
        <source>Clocks for random content</source>
        <translation>随机内容的时钟</translation>
    </message>
    <message>
        <source>The 2-D toy in both frames</source>
        <translation>二维示例：两个参照系</translation>
    </message>
    <message>
        <source>Toy B2: the cross term makes the score</source>
        <translation>实验 B2：交叉项决定分数</translation>
    </message>
    <message>
        <source>The toy experiments&apos; table</source>
        <translation>对照实验表</translation>
    </message>
    <message>
        <source>One table of angles m·θ_i</source>
        <translation>同一张角度表 m·θ_i</translation>
    </message>
    <message>
        <source>Same angles, two uses: added vs rotated</source>
        <translation>同一组角，两种用法：相加与旋转</translation>
    </message>
    <message>
        <source>No encoding, sinusoidal, RoPE: which depends on m − n only</source>
        <translation>无位置编码、Sinusoidal、RoPE：谁只依赖 m − n</translation>
    </message>
    <message>
        <source>The sinusoidal score, term by term</source>
        <translation>Sinusoidal 分数的逐项分解</translation>
    </message>
    <message>
        <source>RoPE is not a weight on the logits</source>
        <translation>RoPE 不是乘在 logits 上的权重</translation>
    </message>
    <message>
        <source>RoPE attention logits, random content</source>
        <translation>RoPE 注意力 logits（随机内容）</translation>
    </message>
    <message>
        <source>A look-back head: every query attends Δ back</source>
        <translation>回看头：每个 query 关注往回 Δ 的位置</translation>
    </message>
    <message>
        <source>Where RoPE acts in attention</source>
        <translation>RoPE 在注意力中作用于哪里</translation>
    </message>
    <message>
        <source>Why V is not rotated</source>
        <translation>为什么不旋转 V</translation>
    </message>
    <message>
        <source>The score against distance</source>
        <translation>分数随距离的变化</translation>
    </message>
    <message>
        <source>Frequencies θ_i and wavelengths λ_i</source>
        <translation>频率 θ_i 与波长 λ_i</translation>
    </message>
    <message>
        <source>A larger base slows the slow pairs further</source>
        <translation>更大的底数让低频对转得更慢</translation>
    </message>
    <message>
        <source>The cos/sin table by pair and by dimension</source>
        <translation>按对与按维度排列的 cos/sin 表</translation>
    </message>
    <message>
        <source>Interleaved vs half-split pairing</source>
        <translation>交错配对与前后半配对</translation>
    </message>
    <message>
        <source>The same q and k under both schemes</source>
        <translation>两种配对下的同一对 q、k</translation>
    </message>
    <message>
        <source>The weight-conversion trap</source>
        <translation>权重转换的陷阱</translation>
    </message>
    <message>
        <source>Names and sign conventions</source>
        <translation>名称与符号约定</translation>
    </message>
    <message>
        <source>What a scaling method does to the wavelengths</source>
        <translation>缩放方法对波长做了什么</translation>
    </message>
    <message>
        <source>Beyond the training length</source>
        <translation>超出训练长度之后</translation>
    </message>
    <message>
        <source>LongRoPE (Phi-3.5-mini-128k)</source>
        <translation>LongRoPE（Phi-3.5-mini-128k）</translation>
    </message>
    <message>
        <source>Positions a low precision can hold</source>
        <translation>低精度能精确表示的位置</translation>
    </message>
    <message>
        <source>Angle error at large positions</source>
        <translation>位置很大时的角度误差</translation>
    </message>
    <message>
        <source>The score at a fixed distance, far along</source>
        <translation>远处固定距离上的分数</translation>
    </message>
    <message>
        <source>Score error by pair</source>
        <translation>各对的分数误差</translation>
    </message>
    <message>
        <source>RoPE in linear attention</source>
        <translation>线性注意力中的 RoPE</translation>
    </message>
    <message>
        <source>Linear attention&apos;s running state</source>
        <translation>线性注意力的累积状态</translation>
    </message>
    <message>
        <source>Decoding with a KV cache</source>
        <translation>用 KV 缓存解码</translation>
    </message>
    <message>
        <source>Two RoPE codes agree at Δ = 0 and part after it</source>
        <translation>两份 RoPE 代码在 Δ = 0 处一致，之后分开</translation>
    </message>
    <message>
        <source>xPos adds the decay plain RoPE lacks</source>
        <translation>xPos 补上了普通 RoPE 所缺的衰减</translation>
    </message>
    <message>
        <source>Partial RoPE: which components turn</source>
        <translation>部分 RoPE：哪些分量旋转</translation>
    </message>
    <message>
        <source>Partial RoPE: one layout read as another</source>
        <translation>部分 RoPE：把一种布局当成另一种来读</translation>
    </message>
    <message>
        <source>Multimodal RoPE: a prompt&apos;s (t, h, w) ids and rope_deltas</source>
        <translation>多模态旋转位置编码：提示词的 (t, h, w) 位置编号与 rope_deltas</translation>
    </message>
    <message>
        <source>Multimodal RoPE: which pairs t, h and w own, chunked vs interleaved</source>
        <translation>多模态旋转位置编码：t、h、w 各占哪些频率对，分块与交错</translation>
    </message>
    <message>
        <source>Multimodal RoPE: one image patch&apos;s scores, chunked vs interleaved</source>
        <translation>多模态旋转位置编码：一个图像块的分数，分块与交错</translation>
    </message>
    <message>
        <source>2-D RoPE: the cross of axial RoPE, gone with mixed directions</source>
        <translation>二维 RoPE：轴向 RoPE 的十字，换成混合方向后消失</translation>
    </message>
    <message>
        <source>Clocks, heatmap and score curve of one head, side by side</source>
        <translation>同一个头的时钟、热图与分数曲线并排</translation>
    </message>
    <message>
        <source>The same q and k under two pairings: two different patterns</source>
        <translation>同样的 q 和 k 用两种配对：两种不同的模式</translation>
    </message>
    <message>
        <source>Nine position encodings&apos; logits against Δ</source>
        <translation>九种位置编码的 logit 随 Δ 的变化</translation>
    </message>
    <message>
        <source>Nine position encodings&apos; logit maps, one scale</source>
        <translation>九种位置编码的 logit 图，同一色标</translation>
    </message>
    <message>
        <source>Past the training length: tables end, buckets flatten, biases go on</source>
        <translation>超出训练长度：位置表到头，分桶变平，偏置继续</translation>
    </message>
    <message>
        <source>Position encodings: Δ only, decay, extrapolation, cost</source>
        <translation>位置编码：只依赖 Δ、衰减、外推、代价</translation>
    </message>
    <message>
        <source>Logit multipliers by position: Llama 4, Qwen, Ministral 3, YaRN, DeepSeek, SSMax</source>
        <translation>logit 乘数随位置的变化：Llama 4、Qwen、Ministral 3、YaRN、DeepSeek、SSMax</translation>
    </message>
    <message>
        <source>The largest weight fades with the number of keys; Llama 4&apos;s multiplier</source>
        <translation>最大权重随 key 数增多而变淡；Llama 4 的乘数</translation>
    </message>
    <message>
        <source>Self-Extend: far distances grouped onto ones already seen</source>
        <translation>Self-Extend：远距离被分组映射到已见过的距离上</translation>
    </message>
    <message>
        <source>Dual Chunk Attention (Qwen2.5-1M): no distance beyond chunk_size</source>
        <translation>双块注意力（Qwen2.5-1M）：没有超过 chunk_size 的距离</translation>
    </message>
    <message>
        <source>A sliding window: far keys masked</source>
        <translation>滑动窗口：远处的 key 被掩码</translation>
    </message>
    <message>
        <source>GPT-OSS&apos;s sink logit: rows sum to less than 1</source>
        <translation>GPT-OSS 的 sink logit：每行权重之和小于 1</translation>
    </message>
    <message>
        <source>StreamingLLM: sink tokens and a recent window, renumbered in the cache</source>
        <translation>StreamingLLM：sink token 加最近窗口，在缓存中重新编号</translation>
    </message>
    <message>
        <source>The base bound: min B_m over base and context, with today&apos;s models</source>
        <translation>底数下界：B_m 最小值随底数和上下文的分布，并标出当今的模型</translation>
    </message>
    <message>
        <source>B_m for base 6.4·10⁵ and d = 128: negative before m = 32k</source>
        <translation>底数 6.4·10⁵、d = 128 时的 B_m：在 m = 32k 之前就变为负数</translation>
    </message>
    <message>
        <source>DeepSeek-V3.2: one model, two pairings; the wrong one shows only at long context</source>
        <translation>DeepSeek-V3.2：一个模型，两种配对；配错只在长上下文中显现</translation>
    </message>
    <message>
        <source>Each head&apos;s share of W_Q in the slow pairs, layer by layer (demo checkpoint)</source>
        <translation>逐层看每个头的 W_Q 在慢速对中的占比（示例检查点）</translation>
    </message>
    <message>
        <source>Heads × dimensions: a half-split pair&apos;s two components d/2 apart (demo)</source>
        <translation>头 × 维度：前后半配对中一对的两个分量相隔 d/2（示例）</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>Each figure is tagged with the questions of the one-page cheat sheet of %1 (§8) it helps answer:</source>
        <translation>每张图都标注了它帮助回答的 %1（§8）一页速查中的问题：</translation>
    </message>
</context>
<context>
    <name>HeadWeights</name>
    <message>
        <source>expected a 2-D weight matrix (out × in)</source>
        <translation>应为二维权重矩阵（输出 × 输入）</translation>
    </message>
    <message>
        <source>has %1 rows, not a multiple of the head dimension %2</source>
        <translation>有 %1 行，不是头维度 %2 的整数倍</translation>
    </message>
    <message>
        <source>must be 0 or more, got %1</source>
        <translation>必须不小于 0，实际为 %1</translation>
    </message>
    <message>
        <source>multi-head latent attention stores its projections compressed (q_a_proj, kv_a_proj_with_mqa): this reader reads q_proj and k_proj</source>
        <translation>多头潜在注意力（MLA）以压缩形式存储投影（q_a_proj、kv_a_proj_with_mqa）：本读取器只读 q_proj 和 k_proj</translation>
    </message>
    <message>
        <source>a fused qkv_proj is split by the head counts; the config gives none</source>
        <translation>融合的 qkv_proj 要按头数拆分，但配置中没有给出头数</translation>
    </message>
    <message>
        <source>has %1 rows; (%2 query + 2 × %3 key/value heads) × %4 = %5</source>
        <translation>有 %1 行；应为（%2 个 query 头 + 2 × %3 个 key/value 头）× %4 = %5</translation>
    </message>
    <message>
        <source>no q_proj/k_proj (or fused qkv_proj, query_key_value) weight for layer %1</source>
        <translation>第 %1 层没有 q_proj/k_proj（或融合的 qkv_proj、query_key_value）权重</translation>
    </message>
    <message>
        <source>holds %1 heads of d = %2 but the config says %3 heads: is it this model&apos;s config.json?</source>
        <translation>包含 %1 个 d = %2 的头，但配置说有 %3 个头：这是该模型的 config.json 吗？</translation>
    </message>
    <message>
        <source>layer %1 has %2 query heads (0 to %3), not %4</source>
        <translation>第 %1 层有 %2 个 query 头（0 到 %3），没有 %4</translation>
    </message>
    <message>
        <source>%1 query heads cannot share %2 key heads evenly</source>
        <translation>%1 个 query 头无法平均共享 %2 个 key 头</translation>
    </message>
    <message>
        <source>has %1 columns but %2 has %3</source>
        <translation>有 %1 列，但 %2 有 %3 列</translation>
    </message>
    <message>
        <source>the model has %1 layers (0 to %2), not %3</source>
        <translation>模型有 %1 层（0 到 %2），没有第 %3 层</translation>
    </message>
    <message>
        <source>layer %1 is a linear-attention layer: it has no query/key heads that RoPE turns</source>
        <translation>第 %1 层是线性注意力层：没有由旋转位置编码旋转的 query/key 头</translation>
    </message>
    <message>
        <source>rows %1 to %2 hold NaN or infinite values</source>
        <translation>第 %1 到 %2 行含有 NaN 或无穷大</translation>
    </message>
    <message>
        <source>has %1 entries; the weight needs %2</source>
        <translation>有 %1 个元素；权重需要 %2 个</translation>
    </message>
    <message>
        <source>has shape [%1, %2]; a weight matrix has 1 to %3 columns and at least one row</source>
        <translation>形状为 [%1, %2]；权重矩阵应有 1 到 %3 列、至少一行</translation>
    </message>
    <message>
        <source>rows %1 to %2 hold values up to %3; this reader takes weights within ±%4</source>
        <translation>第 %1 到 %2 行含有大到 %3 的值；本读取器只接受 ±%4 以内的权重</translation>
    </message>
    <message>
        <source>entries %1 to %2 are not finite numbers within ±%3</source>
        <translation>第 %1 到 %2 项不是 ±%3 以内的有限数</translation>
    </message>
    <message>
        <source>has %1 rows: %2 heads of d = %3, more than the %4 this reader takes</source>
        <translation>有 %1 行：即 %2 个 d = %3 的头，超过本读取器接受的 %4 个</translation>
    </message>
    <message>
        <source>holds %1 key heads of d = %2 but the config&apos;s num_key_value_heads is %3: is it this model&apos;s config.json?</source>
        <translation>含有 %1 个 d = %2 的 key 头，但配置的 num_key_value_heads 是 %3：这是该模型的 config.json 吗？</translation>
    </message>
    <message>
        <source>has %1 columns but the config&apos;s hidden_size is %2: is it this model&apos;s config.json?</source>
        <translation>有 %1 列，但配置的 hidden_size 是 %2：这是该模型的 config.json 吗？</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Commands that need no display (rope-explorer COMMAND --help for each):
</source>
        <translation>无需显示器的命令（各自用 rope-explorer 命令 --help 查看）：
</translation>
    </message>
    <message>
        <source>every quantity as JSON, .npy or .csv (rope-explorer compute --help)</source>
        <translation>以 JSON、.npy 或 .csv 输出每个量（rope-explorer compute --help）</translation>
    </message>
    <message>
        <source>a model&apos;s RoPE explained from its config.json (rope-explorer inspect --help)</source>
        <translation>根据模型的 config.json 解释其 RoPE（rope-explorer inspect --help）</translation>
    </message>
    <message>
        <source>figures as PNG, SVG or PDF, or all of them (rope-explorer export --help)</source>
        <translation>把图导出为 PNG、SVG 或 PDF，或一次导出全部（rope-explorer export --help）</translation>
    </message>
    <message>
        <source>which RoPE your code implements, from rows before and after it (rope-explorer diagnose --help)</source>
        <translation>由 RoPE 前后的行判断你的代码实现的是哪种 RoPE（rope-explorer diagnose --help）</translation>
    </message>
    <message>
        <source>which frequencies one head of a local checkpoint uses (rope-explorer weights --help)</source>
        <translation>本地检查点中某个头使用哪些频率（rope-explorer weights --help）</translation>
    </message>
</context>
<context>
    <name>Inspect</name>
    <message>
        <source>Explains a model&apos;s RoPE from its Hugging Face config.json: head and rotary dimensions, base, pairing, scaling and its attention factor, context lengths, and the frequencies.

Example:
  rope-explorer inspect llama31/config.json --json</source>
        <translation>根据 Hugging Face 的 config.json 解释一个模型的 RoPE：头维度与旋转维度、底数、配对方式、缩放及其注意力因子、上下文长度和频率。

示例：
  rope-explorer inspect llama31/config.json --json</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>输出一个 JSON 对象。</translation>
    </message>
    <message>
        <source>The model&apos;s config.json.</source>
        <translation>模型的 config.json。</translation>
    </message>
    <message>
        <source>rope-explorer inspect: give exactly one config.json
</source>
        <translation>rope-explorer inspect：请给出恰好一个 config.json
</translation>
    </message>
    <message>
        <source>Position encoding: %1, not RoPE.
%2
</source>
        <translation>位置编码：%1，不是 RoPE。
%2
</translation>
    </message>
</context>
<context>
    <name>Json</name>
    <message>
        <source>loaded tensors need the names of their files</source>
        <translation>载入的张量需要给出其文件名</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为%1，实际为 %2</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>a list of numbers</source>
        <translation>数字列表</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>以下之一：%1</translation>
    </message>
</context>
<context>
    <name>LatestJob</name>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>A learned position table adds its own vector at every absolute position. Do the same q and k then score the same all along one diagonal (the same m − n)?</source>
        <translation>学习位置表在每个绝对位置加上它自己的向量。那么同样的 q 和 k 沿同一条对角线（同一个 m − n）的分数还都一样吗？</translation>
    </message>
    <message>
        <source>One key has logit 3, every other key −2. Among n = 10 keys it takes 94&#xa0;% of the attention. What share (%) does it take among n = 10⁴ keys?</source>
        <translation>一个 key 的 logit 是 3，其余每个 key 是 −2。在 n = 10 个 key 中它分到 94&#xa0;% 的注意力。在 n = 10⁴ 个 key 中它分到多少（%）？</translation>
    </message>
    <message>
        <source>Self-Extend keeps the exact distance below W = 8 and groups the positions beyond by G = 4. Of 48 tokens, what is the largest distance the last query feeds to RoPE?</source>
        <translation>Self-Extend 在 W = 8 以内保留精确距离，更远的位置按 G = 4 分组。48 个 token 中，最后一个 query 交给 RoPE 的最大距离是多少？</translation>
    </message>
    <message>
        <source>GPT-OSS adds a learned sink logit to every row&apos;s softmax and then drops its weight. Do the weights left on the keys still sum to 1?</source>
        <translation>GPT-OSS 给每一行的 softmax 加入一个学到的 sink logit，再丢掉它的权重。留在各个 key 上的权重之和还是 1 吗？</translation>
    </message>
    <message>
        <source>d = 128: with base 6.4·10⁵, B&lt;sub&gt;m&lt;/sub&gt; = Σ cos(m·θ&lt;sub&gt;i&lt;/sub&gt;) stays ≥ 0 for every m up to L = 16k. Does it stay ≥ 0 up to L = 32k?</source>
        <translation>d = 128：底数取 6.4·10⁵ 时，B&lt;sub&gt;m&lt;/sub&gt; = Σ cos(m·θ&lt;sub&gt;i&lt;/sub&gt;) 在 m 直到 L = 16k 时都 ≥ 0。直到 L = 32k 时它还都 ≥ 0 吗？</translation>
    </message>
    <message>
        <source>The gap RoPE fills</source>
        <translation>RoPE 补上的缺口</translation>
    </message>
    <message>
        <source>A rotation and lengths</source>
        <translation>旋转与长度</translation>
    </message>
    <message>
        <source>Moving both positions</source>
        <translation>两个位置一起移动</translation>
    </message>
    <message>
        <source>A weight on the logits?</source>
        <translation>对 logits 加权？</translation>
    </message>
    <message>
        <source>Toy A: the same direction</source>
        <translation>实验 A：同一方向</translation>
    </message>
    <message>
        <source>Toy B: the cross term</source>
        <translation>实验 B：交叉项</translation>
    </message>
    <message>
        <source>A whole head of clocks</source>
        <translation>整个头的时钟</translation>
    </message>
    <message>
        <source>Fast and slow pairs</source>
        <translation>快对与慢对</translation>
    </message>
    <message>
        <source>The score against distance</source>
        <translation>分数随距离的变化</translation>
    </message>
    <message>
        <source>Where RoPE sits in attention</source>
        <translation>RoPE 在注意力中的位置</translation>
    </message>
    <message>
        <source>Does RoPE favour nearby tokens?</source>
        <translation>RoPE 偏爱近处的 token 吗？</translation>
    </message>
    <message>
        <source>Signs and conventions</source>
        <translation>符号与约定</translation>
    </message>
    <message>
        <source>RoPE in linear attention</source>
        <translation>线性注意力中的 RoPE</translation>
    </message>
    <message>
        <source>Decoding with a KV cache</source>
        <translation>用 KV 缓存解码</translation>
    </message>
    <message>
        <source>Two ways to pair</source>
        <translation>两种配对方式</translation>
    </message>
    <message>
        <source>Do the weights transfer?</source>
        <translation>权重能照搬吗？</translation>
    </message>
    <message>
        <source>A larger base</source>
        <translation>更大的底数</translation>
    </message>
    <message>
        <source>Beyond the training length</source>
        <translation>超出训练长度</translation>
    </message>
    <message>
        <source>Precision at large positions</source>
        <translation>位置很大时的精度</translation>
    </message>
    <message>
        <source>Sinusoidal encoding adds a position vector to each token, so a query–key score mixes the content with the absolute positions m and n. RoPE rotates q and k instead. Here the same q and k sit at every position, three ways, on one colour scale: without position encoding the map is flat — the score cannot tell where tokens are; with the sinusoidal encoding added it changes along each diagonal, because it depends on m and n separately; only RoPE&apos;s map is constant along every diagonal and changes across them: it depends on Δ = m − n alone.</source>
        <translation>Sinusoidal 位置编码给每个 token 加上一个位置向量，于是 query–key 分数把内容和绝对位置 m、n 混在一起。RoPE 改为旋转 q 和 k。这里每个位置上都是同样的 q 和 k，用三种方式、在同一色标下比较：没有位置编码时图是平的——分数分辨不出 token 在哪里；加上 Sinusoidal 位置编码后，它沿每条对角线都在变化，因为它分别依赖 m 和 n；只有 RoPE 的图沿每条对角线恒定、跨对角线变化：它只依赖 Δ = m − n。</translation>
    </message>
    <message>
        <source>A 2-D rotation R(α) turns a vector without changing its length. Its transpose turns it back, R(α)ᵀ = R(−α), and two rotations add their angles, R(α)R(β) = R(α + β). Left: the query at m = 1 is turned a quarter turn (mθ = π/2) and keeps its length 1; the key at n = 0 does not turn. Only the angle between them changes the score.</source>
        <translation>二维旋转 R(α) 转动向量而不改变其长度。它的转置把它转回去，R(α)ᵀ = R(−α)；两次旋转的角度相加，R(α)R(β) = R(α + β)。左图：m = 1 处的 query 转了四分之一圈（mθ = π/2），长度仍为 1；n = 0 处的 key 不转。只有两者之间的夹角会改变分数。</translation>
    </message>
    <message>
        <source>The query at m turns by mθᵢ and the key at n by nθᵢ in every pair i. Since R(mθ)ᵀR(nθ) = R((n − m)θ), the score sees the positions only through Δ = m − n. The line above the clocks checks it: the same q and k shifted by 7 positions give the same score. Press Play with “Move both”: every hand turns, every angle between them stays, and the bars and the total do not change.</source>
        <translation>在每一对 i 中，位于 m 的 query 转 mθᵢ，位于 n 的 key 转 nθᵢ。由于 R(mθ)ᵀR(nθ) = R((n − m)θ)，分数只通过 Δ = m − n 看到位置。时钟上方的一行做了验证：同样的 q 和 k 一起平移 7 个位置，分数不变。选“一起移动”后按“播放”：每根指针都在转，指针之间的夹角不变，各柱和总和也不变。</translation>
    </message>
    <message>
        <source>If RoPE multiplied the finished logits q·k by a distance weight, a zero logit would stay zero. Here q = (1, 0) and k = (0, 1) in every pair, so q·k = 0 everywhere (left), yet the RoPE logits are Σ sin(Δθᵢ)/√d (right). RoPE acts on q and k before any logit exists.</source>
        <translation>如果 RoPE 是把算好的 logits q·k 乘以一个距离权重，那么为零的 logit 仍然是零。这里每一对都取 q = (1, 0)、k = (0, 1)，所以处处 q·k = 0（左），而 RoPE 的 logits 却是 Σ sin(Δθᵢ)/√d（右）。RoPE 在任何 logit 出现之前就作用在 q 和 k 上。</translation>
    </message>
    <message>
        <source>One pair, θ = π/2, q = k = [1, 0]. At Δ = 0 the score is 1 (A1). At Δ = 1 the query has turned a quarter turn more than the key: seen from the query (right), R(−Δθ)k = [0, −1] is orthogonal to q and the score is 0 (A2). Same content, another relative position, another match.</source>
        <translation>一对维度，θ = π/2，q = k = [1, 0]。Δ = 0 时分数为 1（A1）。Δ = 1 时 query 比 key 多转了四分之一圈：从 query 看（右），R(−Δθ)k = [0, −1] 与 q 正交，分数为 0（A2）。内容相同，相对位置不同，匹配程度就不同。</translation>
    </message>
    <message>
        <source>Now q = [1, 0] and k = [0, 1] are orthogonal: at Δ = 0 the score is 0 (B1). At Δ = 1 the relative rotation R(−π/2) turns k onto q (right) and the score becomes 1 (B2). The term (q₁k₂ − q₂k₁) sin Δθ does it: a RoPE score is not the plain dot product times a cosine of the distance.</source>
        <translation>现在 q = [1, 0] 与 k = [0, 1] 正交：Δ = 0 时分数为 0（B1）。Δ = 1 时相对旋转 R(−π/2) 把 k 转到 q 上（右），分数变为 1（B2）。起作用的是 (q₁k₂ − q₂k₁) sin Δθ 这一项：RoPE 的分数不是普通点积乘以距离的余弦。</translation>
    </message>
    <message>
        <source>A head of d components is cut into d/2 pairs, and pair i turns by θᵢ = base^(−2i/d) per position. The score is the sum of the pairs&apos; terms Aᵢ cos Δθᵢ + Bᵢ sin Δθᵢ, one bar per clock, and the bars add up to the dot product of the rotated vectors. The first clocks are second hands, the last ones hour hands: move m and watch.</source>
        <translation>d 维的头被切成 d/2 对，第 i 对每个位置转 θᵢ = base^(−2i/d)。分数是各对的项 Aᵢ cos Δθᵢ + Bᵢ sin Δθᵢ 之和，每个时钟一根柱，各柱加起来就是旋转后向量的点积。前面的时钟像秒针，最后的像时针：移动 m 看看。</translation>
    </message>
    <message>
        <source>θᵢ falls geometrically from θ₀ = 1 radian per position to nearly 1/base, so the wavelengths 2π/θᵢ run from about 6 positions to over fifty thousand. Pairs above the N line never complete a turn within the sequence. Change the base: the slow end moves, the fast end stays at θ₀ = 1.</source>
        <translation>θᵢ 从每个位置 θ₀ = 1 弧度按几何级数下降到接近 1/base，所以波长 2π/θᵢ 从约 6 个位置一直到五万多。N 线以上的对在整个序列内转不满一圈。改变底数：慢的一端移动，快的一端停在 θ₀ = 1。</translation>
    </message>
    <message>
        <source>And the values V?</source>
        <translation>那么 V 呢？</translation>
    </message>
    <message>
        <source>The weights already depend on the positions through m − n only: shift every position by 100 and the output does not change. With “Rotate V too” ticked, as here, it does: the values now carry absolute positions. That is why RoPE rotates only q and k.</source>
        <translation>权重已经只通过 m − n 依赖位置：把每个位置都平移 100，输出不变。像这里这样勾选“也旋转 V”后，输出就变了：value 带上了绝对位置。所以 RoPE 只旋转 q 和 k。</translation>
    </message>
    <message>
        <source>RoPE makes scores depend on Δ, but it does not force attention onto nearby tokens: this look-back head makes every query put its largest weight 8 tokens back. Nor does RoPE make attention cheaper than O(N²), and being able to compute angles beyond the training length does not mean a model works there.</source>
        <translation>RoPE 让分数依赖 Δ，但并不强迫注意力落在附近的 token 上：这个回看头让每个 query 把最大权重放在 8 个 token 之前。RoPE 也不会让注意力比 O(N²) 更便宜；能算出超出训练长度的角度，也不代表模型在那里能正常工作。</translation>
    </message>
    <message>
        <source>Same angles, two uses</source>
        <translation>同一组角，两种用法</translation>
    </message>
    <message>
        <source>Both encodings take sin(mθᵢ) and cos(mθᵢ) from one table of angles. The sinusoidal encoding writes them as a vector p and adds it: x + p leaves the dashed circle, its length changes. RoPE writes the same two numbers into R(mθᵢ) and multiplies: R q stays on the circle.</source>
        <translation>两种编码都从同一张角度表中取 sin(mθᵢ) 和 cos(mθᵢ)。Sinusoidal 位置编码把它们写成向量 p 并相加：x + p 离开了虚线圆，长度变了。RoPE 把同样的两个数写进 R(mθᵢ) 并相乘：R q 仍在圆上。</translation>
    </message>
    <message>
        <source>The articles write the offset as n − m or as m − n; this app fixes the query at m, the key at n and Δ = m − n. Writing n − m is only notation. Rotating clockwise, as some blog posts do, is not: the sine term flips, s_cw(Δ) = s_ccw(−Δ), and toy B2 would score −1. Help → Conventions (F1) lists each article&apos;s choice.</source>
        <translation>几篇文章把相对位移写成 n − m 或 m − n；本应用固定 query 在 m、key 在 n、Δ = m − n。写成 n − m 只是记号不同。而像某些博客那样顺时针旋转就不只是记号了：正弦项变号，s_cw(Δ) = s_ccw(−Δ)，对照实验 B2 的分数会变成 −1。帮助 → 约定（F1）列出了每篇文章的选择。</translation>
    </message>
    <message>
        <source>Linear attention writes the similarity as φ(q)·φ(k), so the sums over keys can be computed once. RoPE rotates q and k separately, so the numerator keeps that factorisation; the denominator is the problem, because rotated features can be negative. RoFormer rotates the numerator only: its weights can be negative (blue) and its rows need not sum to 1.</source>
        <translation>线性注意力把相似度写成 φ(q)·φ(k)，于是对 key 的求和只需算一次。RoPE 分别旋转 q 和 k，所以分子保持这种分解；麻烦在分母，因为旋转后的特征可能为负。RoFormer 只旋转分子：它的权重可以为负（蓝），每行之和也不一定为 1。</translation>
    </message>
    <message>
        <source>While generating, the keys and values of earlier positions are cached. Each key is rotated once, at its own position, so the cached rotated keys stay valid: the new query at t is rotated by tθ and compared with them. Decoding with the cache equals the full computation (circles) — until a bug shifts a position: here the query is rotated by t + 1, and the look-back head&apos;s peak moves.</source>
        <translation>生成时，之前位置的 key 和 value 会被缓存。每个 key 只在自己的位置旋转一次，所以缓存的旋转后 key 一直有效：位于 t 的新 query 旋转 tθ 后与它们比较。用缓存解码与完整计算（圆圈）完全一致——除非某个 bug 错移了位置：这里 query 被旋转了 t + 1，回看头的峰值随之移动。</translation>
    </message>
    <message>
        <source>Interleaved pairs (2i, 2i+1), as in RoFormer and GPT-J, and half-split pairs (i, i + d/2), as in GPT-NeoX and Hugging Face&apos;s LLaMA, rotate different components together: the same q and k give different logits, both still constant along diagonals. The two differ by a fixed permutation P: permute q and k too and the scores are identical.</source>
        <translation>交错配对 (2i, 2i+1)（RoFormer、GPT-J）与前后半配对 (i, i + d/2)（GPT-NeoX、Hugging Face 的 LLaMA）把不同的分量放在一起旋转：同样的 q 和 k 给出不同的 logits，但两者都沿对角线恒定。两者相差一个固定置换 P：把 q 和 k 也做同样置换，分数就完全相同。</translation>
    </message>
    <message>
        <source>Angles can be computed for any position, but a model has not seen the slow pairs&apos; angles beyond its training context L₀. Scaling methods (linear interpolation, NTK-aware, YaRN, Llama 3, LongRoPE) change θᵢ pair by pair so that a longer context turns the slow pairs through angles training covered. This is Llama 3.1&apos;s: fast pairs untouched, the slowest θᵢ divided by 8 (their wavelengths × 8), a smooth band in between.</source>
        <translation>任何位置的角度都能算出来，但模型没有见过慢速对在训练上下文 L₀ 之外的角度。缩放方法（线性插值、NTK-aware、YaRN、Llama 3、LongRoPE）逐对修改 θᵢ，让长上下文中慢速对转过的角度落在训练见过的范围内。这是 Llama 3.1 的做法：快速对不动，最慢的 θᵢ 除以 8（波长 × 8），中间平滑过渡。</translation>
    </message>
    <message>
        <source>In bf16 large positions cannot be held exactly: above 256 only every other integer exists, between 4096 and 8192 only every 32nd. Angles mθᵢ computed in low precision lose the digits that matter, and the score stops depending on m − n alone. Implementations compute positions and angles in fp32 (dashed: the remedy). The lab follows the model: here Llama 3&apos;s base 5·10⁵.</source>
        <translation>在 bf16 中，较大的位置索引甚至无法精确表示：256 以上只有每隔一个的整数，4096 到 8192 之间只有每 32 个取一个。低精度算出的角度 mθᵢ 丢掉了关 key 的数位，分数不再只依赖 m − n。实际实现用 fp32 计算位置和角度（虚线：补救办法）。本实验跟随模型：这里是 Llama 3 的底数 5·10⁵。</translation>
    </message>
    <message>
        <source>All three at once</source>
        <translation>三者并排</translation>
    </message>
    <message>
        <source>The clocks, the heatmap and the score curve of one head, side by side. A look-back head has the same q and k at every position, so every row of its map is the same row shifted: the map is constant along its diagonals and the curve peaks at the head&apos;s Δ. Drag m on the left and the other two follow.</source>
        <translation>同一个头的时钟、热图与分数曲线并排。回看头在每个位置都有相同的 q 和 k，所以热图的每一行都是同一行平移后的样子：图沿对角线不变，曲线在该头的 Δ 处达到峰值。拖动左边的 m，另外两个随之变化。</translation>
    </message>
    <message>
        <source>Two codes, one mistake</source>
        <translation>两份代码，一个错误</translation>
    </message>
    <message>
        <source>The same q and k under two RoPE codes: A pairs (2i, 2i+1), B pairs (i, i + d/2). At Δ = 0 nothing turns, so a test at one position passes. From Δ = 1 on the scores part, and the attention pattern is scrambled: when porting weights, check which pairing the code they were trained with used.</source>
        <translation>同样的 q 和 k 交给两份 RoPE 代码：A 按 (2i, 2i+1) 配对，B 按 (i, i + d/2) 配对。Δ = 0 时什么都不转，所以只在一个位置上的测试会通过。从 Δ = 1 起两者的分数分开，注意力模式被打乱：移植权重时，要核对训练它们的代码用的是哪种配对。</translation>
    </message>
    <message>
        <source>Only some components turn</source>
        <translation>只有部分分量旋转</translation>
    </message>
    <message>
        <source>Positions on a grid</source>
        <translation>网格上的位置</translation>
    </message>
    <message>
        <source>The proof that only the difference of positions survives works in any number of dimensions, so an image&apos;s patches can be rotated by (x, y). Axial RoPE turns half the pairs with x and half with y: along the query&apos;s row the y-pairs never turn, and the map draws a cross. Mixed directions give each pair its own direction, and the cross is gone.</source>
        <translation>“只剩下位置差”的证明对任意维数都成立，所以图像块可以按 (x, y) 旋转。轴向 RoPE 让一半的对随 x 转、一半随 y 转：沿着 query 所在的行，y 对从不转动，于是图上出现一个十字。混合方向让每一对都有自己的方向，十字就消失了。</translation>
    </message>
    <message>
        <source>Text, image and video in one sequence</source>
        <translation>文本、图像与视频在同一序列中</translation>
    </message>
    <message>
        <source>Qwen-VL models give every token three positions, time, height and width, and let each pair turn with one of them. A text token has t = h = w, so it turns exactly as plain RoPE does; an image&apos;s patches share t and differ in h and w. Chunked sections leave width only the slowest pairs, interleaved ones share the fast pairs among the three axes.</source>
        <translation>Qwen-VL 模型给每个 token 三个位置：时间、高度和宽度，并让每一对随其中之一旋转。文本 token 的 t = h = w，所以它的旋转与普通 RoPE 完全相同；图像块的 t 相同，h 和 w 不同。按块划分的分段（mrope_section）只把最慢的对留给宽度，交错划分则让三个轴分享快的对。</translation>
    </message>
    <message>
        <source>Every encoding on the same axes</source>
        <translation>所有编码，同一坐标轴</translation>
    </message>
    <message>
        <source>Learned tables and the sinusoidal encoding add a vector per absolute position, so the same content scores differently along one diagonal: a band on the curve. Biases (T5, ALiBi, KERPLE) and rotations (RoPE, p-RoPE, xPos) depend on m − n alone: a line. They part past the training length: a learned table has no row there, T5&apos;s buckets go flat, ALiBi and KERPLE keep falling, and RoPE&apos;s slow pairs reach angles never seen.</source>
        <translation>学习位置表和 Sinusoidal 位置编码给每个绝对位置加上一个向量，所以同样的内容在同一条对角线上分数不同：曲线上是一条带。偏置（T5、ALiBi、KERPLE）和旋转（RoPE、p-RoPE、xPos）只依赖 m − n：曲线上是一条线。它们在训练长度之外分道扬镳：学习位置表在那里没有行，T5 的桶变平，ALiBi 和 KERPLE 继续下降，RoPE 的慢速对转到从未见过的角度。</translation>
    </message>
    <message>
        <source>Attention flattens with length</source>
        <translation>注意力随长度变平</translation>
    </message>
    <message>
        <source>One key at logit 3 among n keys at −2 takes 94 % of the attention at n = 10 and 1.5 % at n = 10⁴: the softmax spreads thin over a long context. Models push back with a multiplier c(p) on the logits that grows with the query&apos;s position: Llama 4 multiplies the queries of its NoPE layers by 1 + 0.1·ln(⌊(p + 1)/8192⌋ + 1), 1.28 at p = 131072; Qwen&apos;s logn, Ministral 3, YaRN, DeepSeek and SSMax have their own.</source>
        <translation>在 n 个 key 中，一个 logit 为 3、其余为 −2：n = 10 时它拿到 94 % 的注意力，n = 10⁴ 时只剩 1.5 %：上下文越长，softmax 摊得越薄。模型的对策是给 logits 乘上一个随 query 位置增长的乘数 c(p)：Llama 4 把 NoPE 层的 query 乘以 1 + 0.1·ln(⌊(p + 1)/8192⌋ + 1)，在 p = 131072 处为 1.28；Qwen 的 logn、Ministral 3、YaRN、DeepSeek 和 SSMax 各有各的做法。</translation>
    </message>
    <message>
        <source>No distance is new</source>
        <translation>没有新的距离</translation>
    </message>
    <message>
        <source>Attention sinks</source>
        <translation>注意力汇点</translation>
    </message>
    <message>
        <source>A softmax row must sum to 1, so a query attends somewhere even when no key matches; trained models park that weight on the first token. GPT-OSS learns a sink logit per head that joins every row&apos;s softmax and is dropped: the weights then sum to less than 1. StreamingLLM keeps the first 4 tokens and the 8 most recent and numbers them inside its cache: no distance beyond 11, however long the stream.</source>
        <translation>softmax 的每一行之和必须为 1，所以即使没有匹配的 key，query 也得把注意力放在某处；训练好的模型会把这部分权重停放在第一个 token 上。GPT-OSS 为每个头学一个 sink logit，它加入每行的 softmax 后再被丢弃：于是权重之和小于 1。StreamingLLM 保留开头 4 个 token 和最近 8 个 token，并在缓存内重新编号：无论流多长，距离都不超过 11。</translation>
    </message>
    <message>
        <source>How far a base reaches</source>
        <translation>一个底数能撑多远</translation>
    </message>
    <message>
        <source>Raising the base is one way to lengthen the context. Men et al. (2024) ask how far: B&lt;sub&gt;m&lt;/sub&gt; = Σ cos(m·θ&lt;sub&gt;i&lt;/sub&gt;) must stay ≥ 0 for every m ≤ L. Their table gives 6.4·10⁵ as the least base for 32k at d = 128. Checked here at every m up to 32768, it passes for L = 16k, but B&lt;sub&gt;m&lt;/sub&gt; dips just below 0 (to −1.94), first at m = 27685: the dip is shallow, so exact numbers decide. And a larger base is not always safer (the map above): 1.5·10⁶ passes at 32k, 1.7·10⁶ fails.</source>
        <translation>调大底数是延长上下文的一种办法。Men 等人（2024）追问能延长多少：对每个 m ≤ L，B&lt;sub&gt;m&lt;/sub&gt; = Σ cos(m·θ&lt;sub&gt;i&lt;/sub&gt;) 都必须 ≥ 0。他们的表给出 d = 128 时 32k 所需的最小底数 6.4·10⁵。在这里对每个 m ≤ 32768 逐一检验：它在 L = 16k 时通过，但 B&lt;sub&gt;m&lt;/sub&gt; 略微跌破 0（最低 −1.94），第一次在 m = 27685：跌得很浅，所以要看精确的数值。而且底数越大并不总是越安全（见上方的图）：在 32k 时 1.5·10⁶ 通过，1.7·10⁶ 却失败。</translation>
    </message>
    <message>
        <source>Instead of teaching a model new distances, some methods never show it one. Self-Extend keeps the exact distance for neighbours (Δ &amp;lt; W) and groups the positions beyond, ⌊m/G⌋ − ⌊n/G⌋ + W − ⌊W/G⌋: with W = 8 and G = 4 the last of 48 tokens sees no distance beyond 17, where plain RoPE shows it 47. Sliding windows, Llama 4&apos;s chunks, ReRoPE and Qwen2.5-1M&apos;s Dual Chunk Attention bound the distance too.</source>
        <translation>与其教模型认识新的距离，有些方法干脆不让它见到新距离。Self-Extend 对邻近的 key（Δ &amp;lt; W）保留精确距离，更远的位置则分组，⌊m/G⌋ − ⌊n/G⌋ + W − ⌊W/G⌋：取 W = 8、G = 4，48 个 token 中最后一个看到的距离不超过 17，而普通 RoPE 会让它看到 47。滑动窗口、Llama 4 的分块、ReRoPE 和 Qwen2.5-1M 的双块注意力同样限制了距离。</translation>
    </message>
    <message>
        <source>The same q and k sit at every position, with no position encoding, with the sinusoidal encoding added, and with RoPE. Which of these three maps is RoPE&apos;s?</source>
        <translation>每个位置都放着同样的 q 和 k，分别不加位置编码、加上 Sinusoidal 位置编码、使用 RoPE。这三张图中哪一张是 RoPE 的？</translation>
    </message>
    <message>
        <source>The query q = [1, 0] has length 1. Turned a quarter turn, what is its length?</source>
        <translation>query q = [1, 0] 的长度是 1。转过四分之一圈后，它的长度是多少？</translation>
    </message>
    <message>
        <source>The query sits at m = 6 and the key at n = 2. Move both 7 positions further on. Does the score change?</source>
        <translation>query 在 m = 6，key 在 n = 2。把两者都向后移 7 个位置，分数会变吗？</translation>
    </message>
    <message>
        <source>Here q · k = 0 for every pair of positions. A weight on the finished logits would keep every one of them 0. Are RoPE&apos;s logits all 0 too?</source>
        <translation>这里每一对位置的 q · k 都是 0。如果只给算好的 logit 乘权重，它们会全部保持 0。RoPE 的 logit 也全是 0 吗？</translation>
    </message>
    <message>
        <source>One pair, θ = π/2, q = k = [1, 0]. At Δ = 0 the score is 1. What is the score at Δ = 1?</source>
        <translation>一对分量，θ = π/2，q = k = [1, 0]。Δ = 0 时分数是 1。Δ = 1 时分数是多少？</translation>
    </message>
    <message>
        <source>Now q = [1, 0] and k = [0, 1], θ = π/2: at Δ = 0 the score is 0. What is the score at Δ = 1?</source>
        <translation>现在 q = [1, 0]、k = [0, 1]，θ = π/2：Δ = 0 时分数是 0。Δ = 1 时分数是多少？</translation>
    </message>
    <message>
        <source>This head has d = 32 components, and each clock turns one pair of them. How many clocks does it take?</source>
        <translation>这个头有 d = 32 个分量，每个时钟转其中的一对。一共需要多少个时钟？</translation>
    </message>
    <message>
        <source>d = 128, base 10000: the 64 pairs turn by θᵢ = base^(−2i/d) per position. How many of them finish a whole turn within N = 4096 positions?</source>
        <translation>d = 128，底数 10000：64 对分量每个位置转 θᵢ = base^(−2i/d)。在 N = 4096 个位置之内，有多少对能转满一整圈？</translation>
    </message>
    <message>
        <source>Take a key equal to the query. As the distance Δ grows from 0, does the score only ever fall?</source>
        <translation>取与 query 相同的 key。距离 Δ 从 0 开始增大时，分数是否只降不升？</translation>
    </message>
    <message>
        <source>N = 64 tokens, d = 16. With RoPE, how many query–key scores does one head still compute, counting those the causal mask then hides?</source>
        <translation>N = 64 个 token，d = 16。用了 RoPE 之后，一个头仍要计算多少个 query–key 分数（连同随后被因果掩码遮住的那些）？</translation>
    </message>
    <message>
        <source>N = 64 tokens, now d = 32 components per head. R&lt;sub&gt;m&lt;/sub&gt; turns the query at position m: how many rows does the matrix R&lt;sub&gt;m&lt;/sub&gt; have?</source>
        <translation>N = 64 个 token，这次每个头 d = 32 个分量。R&lt;sub&gt;m&lt;/sub&gt; 旋转位置 m 的 query：矩阵 R&lt;sub&gt;m&lt;/sub&gt; 有多少行？</translation>
    </message>
    <message>
        <source>Rotate the values V too, then shift every position by 100. Does the output change?</source>
        <translation>把 value V 也旋转，再把所有位置平移 100。输出会变吗？</translation>
    </message>
    <message>
        <source>Does RoPE make every query put its largest weight on itself or on its nearest tokens?</source>
        <translation>RoPE 会让每个 query 把最大的权重放在自己或最近的 token 上吗？</translation>
    </message>
    <message>
        <source>The sinusoidal encoding adds p = [sin mθ, cos mθ] to a vector; RoPE turns the vector by mθ. Does adding p keep the vector&apos;s length?</source>
        <translation>Sinusoidal 位置编码把 p = [sin mθ, cos mθ] 加到向量上；RoPE 把向量转过 mθ。加上 p 之后，向量长度保持不变吗？</translation>
    </message>
    <message>
        <source>A map of one number that keeps its length for every input can only multiply by 1 or by −1. How many dimensions does a rotation by any angle need at least?</source>
        <translation>对单个数来说，对任何输入都保持长度的映射只能乘 1 或乘 −1。要能按任意角度旋转，至少需要几维？</translation>
    </message>
    <message>
        <source>Some blog posts rotate clockwise. Does that change the score at Δ = 0?</source>
        <translation>有些博客按顺时针旋转。这会改变 Δ = 0 处的分数吗？</translation>
    </message>
    <message>
        <source>RoFormer&apos;s linear attention rotates the numerator only. Does every row of its weights still sum to 1?</source>
        <translation>RoFormer 的线性注意力只在分子中旋转。它的权重每一行之和还是 1 吗？</translation>
    </message>
    <message>
        <source>A bug rotates the new query by t + 1 instead of t; the cached keys are right. Does the look-back head&apos;s peak move?</source>
        <translation>一个 bug 把新的 query 按 t + 1 而不是 t 旋转；缓存里的 key 都正确。回看头的峰值会移动吗？</translation>
    </message>
    <message>
        <source>Interleaved and half-split pairing, the same q and k, the same θᵢ. Are the logits the same?</source>
        <translation>交错配对与前后半配对，同样的 q 和 k，同样的 θᵢ。logit 相同吗？</translation>
    </message>
    <message>
        <source>A head trained with interleaved pairs looks 5 tokens back in almost every row. Its weights run through half-split code: what share of rows (%) still peak at Δ = 5?</source>
        <translation>用交错配对训练的头几乎每一行都回看 5 个 token。把它的权重放进前后半配对的代码：还有多少比例（%）的行在 Δ = 5 处取峰？</translation>
    </message>
    <message>
        <source>Qwen2 raises the base from 10⁴ to 10⁶. What is θ₀, the fastest pair&apos;s angle per position, now (in radians)?</source>
        <translation>Qwen2 把底数从 10⁴ 提高到 10⁶。现在最快那一对每个位置转的角 θ₀ 是多少（弧度）？</translation>
    </message>
    <message>
        <source>A look-back head has the same q and k at every position. Is its RoPE map constant along every diagonal?</source>
        <translation>回看头在每个位置都有同样的 q 和 k。它的 RoPE 热图沿每条对角线都不变吗？</translation>
    </message>
    <message>
        <source>Two RoPE codes pair differently. A unit test compares their scores at one position, Δ = 0. Does it catch the difference?</source>
        <translation>两份 RoPE 代码的配对方式不同。一个单元测试只在一个位置 Δ = 0 比较它们的分数。它能发现差别吗？</translation>
    </message>
    <message>
        <source>Axial 2-D RoPE turns half the pairs with x and half with y; mixed RoPE gives each pair its own direction. Which map is axial RoPE&apos;s?</source>
        <translation>轴向二维 RoPE 让一半的对随 x 转、一半随 y 转；混合 RoPE 给每一对自己的方向。哪张图是轴向 RoPE 的？</translation>
    </message>
    <message>
        <source>In M-RoPE a text token has the same time, height and width position. Does it turn differently from plain RoPE?</source>
        <translation>在 M-RoPE 中，文本 token 的时间、高度、宽度位置相同。它的旋转和普通 RoPE 不同吗？</translation>
    </message>
    <message>
        <source>Llama 3.1 divides the slowest θᵢ by 8 to reach a longer context. By what factor does it divide the fastest pair&apos;s θ₀?</source>
        <translation>Llama 3.1 把最慢的 θᵢ 除以 8 以支持更长的上下文。最快那一对的 θ₀ 被除以多少？</translation>
    </message>
    <message>
        <source>bf16 keeps 8 significant bits. Which number does it store for the position 257?</source>
        <translation>bf16 只保留 8 位有效二进制位。位置 257 存成哪个数？</translation>
    </message>
    <message>
        <source>Q, K and V come from the same tokens. R&lt;sub&gt;m&lt;/sub&gt; turns each query and R&lt;sub&gt;n&lt;/sub&gt; each key, one token at a time. Only then are the N × N scores formed — all N² = 4096 of them here — masked and normalised, and the weights average the values. RoPE adds 2N rotations and leaves attention quadratic.</source>
        <translation>Q、K、V 来自同样的 token。R&lt;sub&gt;m&lt;/sub&gt; 旋转每个 query，R&lt;sub&gt;n&lt;/sub&gt; 旋转每个 key，一次一个 token。之后才形成 N × N 的分数——这里共 N² = 4096 个——再加掩码、归一化，用权重对 value 求平均。RoPE 只增加 2N 次旋转，注意力仍是平方复杂度。</translation>
    </message>
    <message>
        <source>The rotation acts on one token</source>
        <translation>旋转只作用于一个 token</translation>
    </message>
    <message>
        <source>R&lt;sub&gt;m&lt;/sub&gt; is a d × d matrix, block diagonal: d/2 rotations of 2 × 2 on its diagonal, zeros elsewhere (enlarged under it). It multiplies the d features of one token, the query at m; R&lt;sub&gt;n&lt;/sub&gt; does the same for the key at n. However long the sequence, it stays 32 × 32 here (d = 32; the step before had d = 16) and never acts on the N × N matrix of scores.</source>
        <translation>R&lt;sub&gt;m&lt;/sub&gt; 是 d × d 的分块对角矩阵：对角线上是 d/2 个 2 × 2 旋转，其余为零（下方有放大图）。它乘的是一个 token 的 d 个特征，即位置 m 的 query；R&lt;sub&gt;n&lt;/sub&gt; 对位置 n 的 key 做同样的事。不论序列多长，这里它始终是 32 × 32（d = 32；上一步是 d = 16），从不作用在 N × N 的分数矩阵上。</translation>
    </message>
    <message>
        <source>The smallest space for a rotation</source>
        <translation>旋转所需的最小空间</translation>
    </message>
    <message>
        <source>A rotation must keep the length for every angle. On one number the only maps that keep length are ×1 and ×(−1), with no angle in between. A plane is the smallest space where R(α) exists for every α, so RoPE cuts the d features into d/2 planes and turns each by m·θᵢ.</source>
        <translation>旋转必须对任何角度都保持长度。在单个数上，保持长度的映射只有 ×1 和 ×(−1)，中间没有任何角度。平面是对每个 α 都存在 R(α) 的最小空间，所以 RoPE 把 d 个特征切成 d/2 个平面，每个平面转 m·θᵢ。</translation>
    </message>
    <message>
        <source>The projection weights are tied to one convention. A head trained with interleaved RoPE to look 5 tokens back (①) loses its pattern when its weights run through half-split code (②: hardly any row still peaks at Δ = 5). Permuting the rows of W&lt;sub&gt;Q&lt;/sub&gt; and W&lt;sub&gt;K&lt;/sub&gt; per head, as Hugging Face&apos;s conversion script does, brings it back exactly (③).</source>
        <translation>投影权重与一种约定绑定。用交错配对 RoPE 训练、回看 5 个 token 的头（①），把权重放进前后半配对的代码后就失去了模式（②：几乎没有哪一行还在 Δ = 5 处取峰）。像 Hugging Face 的转换脚本那样按头置换 W&lt;sub&gt;Q&lt;/sub&gt; 和 W&lt;sub&gt;K&lt;/sub&gt; 的行，就能精确恢复（③）。</translation>
    </message>
    <message>
        <source>The demo checkpoint has d = 64, base 10⁴ and a training length of 2048. Pair i turns by θ&lt;sub&gt;i&lt;/sub&gt; = 10000&lt;sup&gt;−2i/64&lt;/sup&gt; per position. How many of its 32 pairs never complete a turn (2π) over 2048 positions?</source>
        <translation>示例检查点的 d = 64，底数 10⁴，训练长度 2048。第 i 对每个位置转过 θ&lt;sub&gt;i&lt;/sub&gt; = 10000&lt;sup&gt;−2i/64&lt;/sup&gt;。它的 32 个对里，有多少个在 2048 个位置内转不满一圈（2π）？</translation>
    </message>
    <message>
        <source>A whole checkpoint at a glance</source>
        <translation>一眼看完整个检查点</translation>
    </message>
    <message>
        <source>The slow pairs (large i, θ&lt;sub&gt;i&lt;/sub&gt; → 0) carry long-range, coarse position; the fast pairs tell neighbours apart. A checkpoint shows which pairs each head weights. Here a small made-up one (random weights with structure planted as studies of Llama 2 and Gemma describe it): the grid colours every head by its share of W&lt;sub&gt;Q&lt;/sub&gt; in the pairs slower than one turn over the training length. Stored half-split, a pair&apos;s two components lie d/2 apart, so the slow pairs show as two bands.</source>
        <translation>慢速对（i 大，θ&lt;sub&gt;i&lt;/sub&gt; → 0）负责长程、粗粒度的位置；快速对负责区分相邻 token。检查点能告诉我们每个头看重哪些对。这里是一个小小的虚构检查点（权重随机，但按照对 Llama 2 和 Gemma 的研究所描述的规律植入了结构）：网格按每个头的 W&lt;sub&gt;Q&lt;/sub&gt; 落在“训练长度内转不满一圈”的对里的占比着色。按前后半配对存储时，一对的两个分量相隔 d/2，所以慢速对显示为两条带。</translation>
    </message>
    <message>
        <source>Raising the base slows the slowest pairs further: Llama 3 uses 5·10⁵, Qwen2 10⁶ (black, solid), here beside 10⁴, 10⁵ and 5·10⁵ (grey: dashed, dotted, dash-dotted). The fast pairs do not change; the slowest wavelengths grow, so fewer pairs complete a turn over a long context. A larger base alone does not teach a model positions it never saw in training.</source>
        <translation>增大底数会让最慢的对转得更慢：Llama 3 用 5·10⁵，Qwen2 用 10⁶（黑色实线），这里与 10⁴、10⁵、5·10⁵（灰色：虚线、点线、点划线）并列。快的对不变；最慢的波长变长，于是在长上下文中转满一圈的对更少。单靠更大的底数，并不能让模型学会训练中从未见过的位置。</translation>
    </message>
    <message>
        <source>For a key equal to the query, s(Δ) = Σ |qᵢ|² cos Δθᵢ (green) peaks at Δ = 0 and, on average, falls with distance, as RoFormer&apos;s bound does (orange dashed, right axis). But it is not monotonic: it wobbles and rises again. And for unrelated q and k (black, this view&apos;s random tokens; grey, another random pair) the peak can sit anywhere. “RoPE scores fall strictly with distance” is one of the misreadings §7 warns about.</source>
        <translation>当 key 等于 query 时，s(Δ) = Σ |qᵢ|² cos Δθᵢ（绿）在 Δ = 0 处最大，并且平均而言随距离下降，和 RoFormer 的上界一样（橙色虚线，右轴）。但它不是单调的：会起伏、会回升。而对不相关的 q 和 k（黑，本视图的随机 token；灰，另一对随机向量），峰值可以出现在任何地方。“RoPE 分数随距离严格下降”正是 §7 提醒的误读之一。</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s partial rotary and GPT-J&apos;s rotary_dim both rotate r = 8 of a head&apos;s d = 32 components. Do they turn it into the same rotated vector?</source>
        <translation>Hugging Face 的部分旋转和 GPT-J 的 rotary_dim 都只旋转一个头 d = 32 个分量中的 r = 8 个。它们旋转后得到的是同一个向量吗？</translation>
    </message>
    <message>
        <source>Many models rotate only r of a head&apos;s d components. Which ones, and how they pair, is each model&apos;s code: Hugging Face&apos;s partial rotary, GPT-J&apos;s rotary_dim, DeepSeek&apos;s separate rope part and Gemma 4&apos;s proportional RoPE turn or pair different components for the same r. Reading rows rotated one way as another&apos;s is wrong by as much as the rows themselves.</source>
        <translation>许多模型只旋转一个头 d 个分量中的 r 个。转哪些、怎样配对，由各模型的代码决定：Hugging Face 的部分旋转、GPT-J 的 rotary_dim、DeepSeek 单独的 rope 部分和 Gemma 4 的 proportional RoPE，在同样的 r 下旋转或配对的分量各不相同。把按一种方式旋转的行当成另一种来读，误差和这些行本身一样大。</translation>
    </message>
</context>
<context>
    <name>ListParse</name>
    <message>
        <source>the list is empty</source>
        <translation>列表为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an integer or a range a:b[:step]</source>
        <translation>“%1”不是整数，也不是区间 a:b[:step]</translation>
    </message>
    <message>
        <source>the range &apos;%1&apos; has step 0</source>
        <translation>区间“%1”的步长为 0</translation>
    </message>
    <message>
        <source>the range &apos;%1&apos; is empty (a:b stops before b, as in Python)</source>
        <translation>区间“%1”为空（与 Python 一样，a:b 在 b 之前停止）</translation>
    </message>
    <message>
        <source>the list has more than %1 items</source>
        <translation>列表超过 %1 项</translation>
    </message>
    <message>
        <source>&apos;%1&apos; goes beyond ±%2</source>
        <translation>“%1”超出 ±%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>“%1”不是有限数</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>head dimension d</source>
        <translation>头维度 d</translation>
    </message>
    <message>
        <source>rotary dimensions</source>
        <translation>旋转维度</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>θ</source>
        <translation>θ</translation>
    </message>
    <message>
        <source>scaling factor</source>
        <translation>缩放因子</translation>
    </message>
    <message>
        <source>attention factor</source>
        <translation>注意力因子</translation>
    </message>
    <message>
        <source>original context length</source>
        <translation>原始上下文长度</translation>
    </message>
    <message>
        <source>maximum context length</source>
        <translation>最大上下文长度</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>β_fast</source>
        <translation>β_fast</translation>
    </message>
    <message>
        <source>β_slow</source>
        <translation>β_slow</translation>
    </message>
    <message>
        <source>mscale</source>
        <translation>mscale</translation>
    </message>
    <message>
        <source>mscale_all_dim</source>
        <translation>mscale_all_dim</translation>
    </message>
    <message>
        <source>low-frequency factor</source>
        <translation>低频因子</translation>
    </message>
    <message>
        <source>high-frequency factor</source>
        <translation>高频因子</translation>
    </message>
    <message>
        <source>short factor list</source>
        <translation>短因子列表</translation>
    </message>
    <message>
        <source>long factor list</source>
        <translation>长因子列表</translation>
    </message>
    <message>
        <source>sequence length N</source>
        <translation>序列长度 N</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Δ values</source>
        <translation>Δ 值</translation>
    </message>
    <message>
        <source>query position m</source>
        <translation>query 位置 m</translation>
    </message>
    <message>
        <source>key position n</source>
        <translation>key 位置 n</translation>
    </message>
    <message>
        <source>query vector q</source>
        <translation>query 向量 q</translation>
    </message>
    <message>
        <source>key vector k</source>
        <translation>key 向量 k</translation>
    </message>
    <message>
        <source>value vectors v</source>
        <translation>value 向量 v</translation>
    </message>
    <message>
        <source>%1 must be even (pairs of components rotate together), got %2</source>
        <translation>%1 必须为偶数（分量成对旋转），实际为 %2</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, got %4</source>
        <translation>%1 必须在 %2 与 %3 之间，实际为 %4</translation>
    </message>
    <message>
        <source>%1 must be even and between %2 and the head dimension %3, got %4</source>
        <translation>%1 必须为偶数，且在 %2 与头维度 %3 之间，实际为 %4</translation>
    </message>
    <message>
        <source>%1 must be greater than 1 (θ_i = base^(−2i/d) must decrease), got %2</source>
        <translation>%1 必须大于 1（θ_i = base^(−2i/d) 必须递减），实际为 %2</translation>
    </message>
    <message>
        <source>%1 must be a finite number, got %2</source>
        <translation>%1 必须是有限数，实际为 %2</translation>
    </message>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation>%1 必须为正，实际为 %2</translation>
    </message>
    <message>
        <source>this scaling method needs the %1</source>
        <translation>这种缩放方法需要%1</translation>
    </message>
    <message>
        <source>the %1 must have one entry per rotated pair (%2), got %3</source>
        <translation>%1 必须每个旋转对一项（%2 项），实际为 %3 项</translation>
    </message>
    <message>
        <source>%1 is empty: at least one position is needed</source>
        <translation>%1 为空：至少需要一个位置</translation>
    </message>
    <message>
        <source>%1 is too large: %2 cells requested, at most %3 allowed</source>
        <translation>%1 太大：请求 %2 个单元，最多允许 %3 个</translation>
    </message>
    <message>
        <source>%1 has %2 columns but %3 are needed</source>
        <translation>%1 有 %2 列，但需要 %3 列</translation>
    </message>
    <message>
        <source>%1 contains NaN or infinity (row %2, column %3)</source>
        <translation>%1 含有 NaN 或无穷大（第 %2 行，第 %3 列）</translation>
    </message>
    <message>
        <source>%1: this precision is not available here</source>
        <translation>%1：此处不支持这种精度</translation>
    </message>
    <message>
        <source>not a .npy file (the \x93NUMPY magic is missing)</source>
        <translation>不是 .npy 文件（缺少 \x93NUMPY 标识）</translation>
    </message>
    <message>
        <source>unsupported .npy format version %1</source>
        <translation>不支持的 .npy 格式版本 %1</translation>
    </message>
    <message>
        <source>corrupted .npy header (%1)</source>
        <translation>.npy 文件头损坏（%1）</translation>
    </message>
    <message>
        <source>unsupported dtype &apos;%1&apos; (float16, float32 or float64 are read)</source>
        <translation>不支持的数据类型“%1”（可读取 float16、float32 或 float64）</translation>
    </message>
    <message>
        <source>Fortran-order arrays are not read; save with numpy.ascontiguousarray first</source>
        <translation>不读取 Fortran 顺序的数组；请先用 numpy.ascontiguousarray 保存</translation>
    </message>
    <message>
        <source>the header claims an array too large to load</source>
        <translation>文件头声称的数组太大，无法加载</translation>
    </message>
    <message>
        <source>the file is truncated (fewer data bytes than its shape needs)</source>
        <translation>文件被截断（数据字节少于其形状所需）</translation>
    </message>
    <message>
        <source>the file has more data bytes than its shape needs</source>
        <translation>文件的数据字节多于其形状所需</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be held in fp16 (its largest number is %3); use fp32 or bf16</source>
        <translation>%1 = %2 无法用 fp16 表示（其最大数为 %3）；请改用 fp32 或 bf16</translation>
    </message>
    <message>
        <source>effective base (after NTK scaling)</source>
        <translation>有效底数（NTK 缩放后）</translation>
    </message>
    <message>
        <source>the largest possible logit</source>
        <translation>可能的最大 logit</translation>
    </message>
    <message>
        <source>these parameters give pair %1 a frequency θ = %2 radians per position, outside %3 … %4 (check the scaling factors)</source>
        <translation>这些参数使第 %1 对的频率 θ = %2（弧度/位置），超出 %3 … %4（请检查缩放因子）</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be held in this precision (its largest number is %3); use smaller inputs</source>
        <translation>%1 = %2 超出此精度可表示的范围（最大数为 %3）；请用更小的输入</translation>
    </message>
    <message>
        <source>must be even</source>
        <translation>须为偶数</translation>
    </message>
    <message>
        <source>must be %1 … %2</source>
        <translation>须在 %1 … %2 之间</translation>
    </message>
    <message>
        <source>must be even, %1 … %2</source>
        <translation>须为偶数，%1 … %2</translation>
    </message>
    <message>
        <source>must be &gt; 1</source>
        <translation>须 &gt; 1</translation>
    </message>
    <message>
        <source>must be finite</source>
        <translation>须为有限数</translation>
    </message>
    <message>
        <source>must be &gt; 0</source>
        <translation>须 &gt; 0</translation>
    </message>
    <message>
        <source>must be ≥ 1</source>
        <translation>须 ≥ 1</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>过大</translation>
    </message>
    <message>
        <source>xPos scale base B</source>
        <translation>xPos 缩放底数 B</translation>
    </message>
    <message>
        <source>xPos centre c</source>
        <translation>xPos 中心 c</translation>
    </message>
    <message>
        <source>the xPos distance |p − c| (|Δ| for a score; its scale must not overflow)</source>
        <translation>xPos 距离 |p − c|（对分数而言是 |Δ|；其缩放不能溢出）</translation>
    </message>
    <message>
        <source>the high-frequency factor (%1) must not be below the low-frequency factor (%2)</source>
        <translation>高频因子（%1）不能小于低频因子（%2）</translation>
    </message>
    <message>
        <source>β_fast (%1) must not be below β_slow (%2)</source>
        <translation>β_fast（%1）不能小于 β_slow（%2）</translation>
    </message>
</context>
<context>
    <name>ModelConfig</name>
    <message>
        <source>llama3 scaling needs rope_scaling.original_max_position_embeddings</source>
        <translation>llama3 缩放需要 rope_scaling.original_max_position_embeddings</translation>
    </message>
    <message>
        <source>qk_rope_head_dim: multi-head latent attention rotates a separate rope head of %1 dimensions (the rest of each query/key head does not rotate)</source>
        <translation>qk_rope_head_dim：多头潜在注意力单独旋转一个 %1 维的 rope 头（每个 query/key 头的其余部分不旋转）</translation>
    </message>
    <message>
        <source>head_dim</source>
        <translation>head_dim</translation>
    </message>
    <message>
        <source>the config has %1 but no head count (num_attention_heads or n_head)</source>
        <translation>配置给出了 %1，但没有头数（num_attention_heads 或 n_head）</translation>
    </message>
    <message>
        <source>%1 = %2 is not divisible by the %3 heads</source>
        <translation>%1 = %2 不能被 %3 个头整除</translation>
    </message>
    <message>
        <source>n_embd %1 / n_head %2</source>
        <translation>n_embd %1 / n_head %2</translation>
    </message>
    <message>
        <source>hidden_size %1 / num_attention_heads %2</source>
        <translation>hidden_size %1 / num_attention_heads %2</translation>
    </message>
    <message>
        <source>the config gives no head dimension (head_dim, or hidden_size with num_attention_heads)</source>
        <translation>配置没有给出头维度（head_dim，或 hidden_size 与 num_attention_heads）</translation>
    </message>
    <message>
        <source>the head dimension must be even and at least 2, got %1 (from %2)</source>
        <translation>头维度必须为偶数且至少为 2，实际为 %1（来自 %2）</translation>
    </message>
    <message>
        <source>all of the head</source>
        <translation>整个头</translation>
    </message>
    <message>
        <source>%1 must be in (0, 1], got %2</source>
        <translation>%1 必须在 (0, 1] 内，实际为 %2</translation>
    </message>
    <message>
        <source>%1 = %2 of d = %3</source>
        <translation>d = %3 的 %1 = %2</translation>
    </message>
    <message>
        <source>the rotary dimensions must be even and between 2 and d = %1, got %2</source>
        <translation>旋转维度必须为偶数，且在 2 与 d = %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>rope_scaling must be an object or null</source>
        <translation>rope_scaling 必须是对象或 null</translation>
    </message>
    <message>
        <source>partial_rotary_factor must be in (0, 1], got %1</source>
        <translation>partial_rotary_factor 必须在 (0, 1] 内，实际为 %1</translation>
    </message>
    <message>
        <source>partial_rotary_factor = %1 of d = %2</source>
        <translation>d = %2 的 partial_rotary_factor = %1</translation>
    </message>
    <message>
        <source>the config sets rope_interleave: true</source>
        <translation>配置设置了 rope_interleave: true</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s default rotate_half (no model_type given; check the model&apos;s code)</source>
        <translation>Hugging Face 默认的 rotate_half（未给出 model_type；请核对模型代码）</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s %1 code applies rotate_half</source>
        <translation>Hugging Face 的 %1 代码使用 rotate_half</translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation>JSON 格式错误，位于第 %1 字节：%2</translation>
    </message>
    <message>
        <source>the config must be a JSON object</source>
        <translation>配置必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>Architecture: %1</source>
        <translation>架构：%1</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>（未给出）</translation>
    </message>
    <message>
        <source>Head dimension: d = %1 (from %2)</source>
        <translation>头维度：d = %1（来自 %2）</translation>
    </message>
    <message>
        <source>Rotary dimensions: %1 of %2 (%3)%4</source>
        <translation>旋转维度：%2 中的 %1（%3）%4</translation>
    </message>
    <message>
        <source>; the other %1 pass through unrotated</source>
        <translation>；其余 %1 个不旋转，直接通过</translation>
    </message>
    <message>
        <source>Base: 10000 (no rope_theta in the config: the library default)</source>
        <translation>底数：10000（配置中没有 rope_theta：取库的默认值）</translation>
    </message>
    <message>
        <source>Base: %1 (%2)</source>
        <translation>底数：%1（%2）</translation>
    </message>
    <message>
        <source>Pairing: %1, because %2</source>
        <translation>配对：%1，因为%2</translation>
    </message>
    <message>
        <source>interleaved, pair i = (2i, 2i+1)</source>
        <translation>交错，第 i 对 = (2i, 2i+1)</translation>
    </message>
    <message>
        <source>half-split, pair i = (i, i + d/2)</source>
        <translation>前后半，第 i 对 = (i, i + d/2)</translation>
    </message>
    <message>
        <source>linear position interpolation, factor %1: every θ_i divided by it</source>
        <translation>线性位置插值，因子 %1：每个 θ_i 都除以它</translation>
    </message>
    <message>
        <source>NTK-aware, α = %1: base raised to %2</source>
        <translation>NTK-aware，α = %1：底数增大到 %2</translation>
    </message>
    <message>
        <source>dynamic NTK, factor %1: the base grows once the sequence passes %2 tokens</source>
        <translation>动态 NTK，因子 %1：序列超过 %2 个 token 后底数增大</translation>
    </message>
    <message>
        <source>, mscale %1, mscale_all_dim %2</source>
        <translation>，mscale %1，mscale_all_dim %2</translation>
    </message>
    <message>
        <source>LongRoPE: θ_i divided by short_factor[i] up to %1 tokens and by long_factor[i] beyond (long list shown). short: [%2]; long: [%3]</source>
        <translation>LongRoPE：%1 个 token 以内 θ_i 除以 short_factor[i]，超过后除以 long_factor[i]（显示长列表）。短：[%2]；长：[%3]</translation>
    </message>
    <message>
        <source>Scaling: %1%2</source>
        <translation>缩放：%1%2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>  Attention factor: %1 (cos and sin are multiplied by it, so logits by %2)</source>
        <translation>  注意力因子：%1（cos 与 sin 都乘以它，logits 因此乘以 %2）</translation>
    </message>
    <message>
        <source>Context: max_position_embeddings %1, original_max_position_embeddings %2</source>
        <translation>上下文：max_position_embeddings %1，original_max_position_embeddings %2</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽</translation>
    </message>
    <message>
        <source>%1: pairs %2–%3</source>
        <translation>%1：第 %2–%3 对</translation>
    </message>
    <message>
        <source>axis %1</source>
        <translation>轴 %1</translation>
    </message>
    <message>
        <source>Frequencies: fastest wavelength %1 positions (pair 0), slowest %2 positions (pair %3)</source>
        <translation>频率：最快波长 %1 个位置（第 0 对），最慢 %2 个位置（第 %3 对）</translation>
    </message>
    <message>
        <source>  %1 of %2 pairs complete a full turn within the %3 context of %4 positions (θ without scaling)</source>
        <translation>  %2 对中有 %1 对在 %4 个位置的%3上下文内转满一圈（未缩放的 θ）</translation>
    </message>
    <message>
        <source>original</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>  with the scaling, %1 of %2 complete a turn within the extended %3 positions</source>
        <translation>  缩放后，%2 对中有 %1 对在扩展后的 %3 个位置内转满一圈</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>blended</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>interpolated (÷ factor)</source>
        <translation>插值（÷ 因子）</translation>
    </message>
    <message>
        <source>  Bands: %1</source>
        <translation>  频段：%1</translation>
    </message>
    <message>
        <source>Ignored keys: %1</source>
        <translation>忽略的键：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>rope_scaling.mrope_section must list whole numbers of pairs (0 … %1), got %2</source>
        <translation>rope_scaling.mrope_section 必须列出整数个频率对（0 … %1），实际为 %2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>too large for a model config</source>
        <translation>作为模型配置文件过大</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>rope_parameters must be an object or null</source>
        <translation>rope_parameters 必须是对象或 null</translation>
    </message>
    <message>
        <source>%1.mrope_section adds up to %2 pairs, but the head rotates %3 pairs</source>
        <translation>%1.mrope_section 合计 %2 对，但该头旋转 %3 对</translation>
    </message>
    <message>
        <source>GPT-J&apos;s code rotates every two components (rotate_every_two)</source>
        <translation>GPT-J 的代码每两个分量一起旋转（rotate_every_two）</translation>
    </message>
    <message>
        <source>CodeGen follows GPT-J: rotate_every_two</source>
        <translation>CodeGen 沿用 GPT-J：rotate_every_two</translation>
    </message>
    <message>
        <source>Cohere&apos;s rotate_half takes x[..., ::2] and x[..., 1::2]</source>
        <translation>Cohere 的 rotate_half 取 x[..., ::2] 和 x[..., 1::2]</translation>
    </message>
    <message>
        <source>GLM&apos;s rotate_half takes x[..., 0::2] and x[..., 1::2]</source>
        <translation>GLM 的 rotate_half 取 x[..., 0::2] 和 x[..., 1::2]</translation>
    </message>
    <message>
        <source>ChatGLM&apos;s code rotates consecutive pairs (x[..., 0::2], x[..., 1::2])</source>
        <translation>ChatGLM 的代码旋转相邻的两个分量（x[..., 0::2], x[..., 1::2]）</translation>
    </message>
    <message>
        <source>DeepSeek-V2&apos;s code multiplies consecutive pairs as complex numbers</source>
        <translation>DeepSeek-V2 的代码把相邻两个分量当作复数相乘</translation>
    </message>
    <message>
        <source>Kimi K2 is DeepSeek-V3&apos;s architecture: interleaved rope dims</source>
        <translation>Kimi K2 采用 DeepSeek-V3 的架构：rope 维度交错排列</translation>
    </message>
    <message>
        <source>%1 is %2, below 1: Hugging Face warns that it must be ≥ 1 (the scaling then speeds the rotations up instead of slowing them down)</source>
        <translation>%1 为 %2，小于 1：Hugging Face 会警告它必须 ≥ 1（这样的缩放会让旋转变快，而不是变慢）</translation>
    </message>
    <message>
        <source>%1 is missing: %2 scaling needs it (Hugging Face&apos;s code stops without one)</source>
        <translation>缺少 %1：%2 缩放需要它（没有它 Hugging Face 的代码会报错停止）</translation>
    </message>
    <message>
        <source>query_pre_attn_scalar must be positive, got %1</source>
        <translation>query_pre_attn_scalar 必须为正，实际为 %1</translation>
    </message>
    <message>
        <source>1/√query_pre_attn_scalar = 1/√%1</source>
        <translation>1/√query_pre_attn_scalar = 1/√%1</translation>
    </message>
    <message>
        <source>1/√d = 1/√%1</source>
        <translation>1/√d = 1/√%1</translation>
    </message>
    <message>
        <source>1/√(qk_nope_head_dim + qk_rope_head_dim) = 1/√%1</source>
        <translation>1/√(qk_nope_head_dim + qk_rope_head_dim) = 1/√%1</translation>
    </message>
    <message>
        <source>the config sets rope_interleave: false (rotate_half applied to the dims as stored)</source>
        <translation>配置设置了 rope_interleave: false（rotate_half 直接作用于存储顺序的维度）</translation>
    </message>
    <message>
        <source>Softmax scale: %1 (%2)</source>
        <translation>Softmax 缩放：%1（%2）</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source> × mscale², mscale = 0.1 · mscale_all_dim · ln factor + 1 = 0.1 · %1 · ln %2 + 1 = %3</source>
        <translation> × mscale²，mscale = 0.1 · mscale_all_dim · ln factor + 1 = 0.1 · %1 · ln %2 + 1 = %3</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s rope dims are interleaved: Hugging Face&apos;s deepseek_v3 code de-interleaves them before rotate_half (rope_interleave, default true), DeepSeek&apos;s own code multiplies consecutive pairs as complex numbers</source>
        <translation>检查点里的 rope 维度是交错排列的：Hugging Face 的 deepseek_v3 代码先解交错再做 rotate_half（rope_interleave，默认 true），DeepSeek 自己的代码把相邻两个分量当作复数相乘</translation>
    </message>
    <message>
        <source>Llama 4&apos;s code multiplies consecutive pairs as complex numbers</source>
        <translation>Llama 4 的代码把相邻两个分量当作复数相乘</translation>
    </message>
    <message>
        <source>ERNIE 4.5 uses GLM&apos;s rotate_half on x[..., 0::2] and x[..., 1::2]</source>
        <translation>ERNIE 4.5 使用 GLM 的 rotate_half，取 x[..., 0::2] 和 x[..., 1::2]</translation>
    </message>
    <message>
        <source>queries are scaled by their position: 1 + β · ln(1 + ⌊p / %1⌋), β = llama_4_scaling_beta = %2</source>
        <translation>query 按其位置缩放：1 + β · ln(1 + ⌊p / %1⌋)，β = llama_4_scaling_beta = %2</translation>
    </message>
    <message>
        <source>%1, language model %2 (text_config)</source>
        <translation>%1，语言模型 %2（text_config）</translation>
    </message>
    <message>
        <source>library default</source>
        <translation>库的默认值</translation>
    </message>
    <message>
        <source>linear attention, no RoPE</source>
        <translation>线性注意力，无 RoPE</translation>
    </message>
    <message>
        <source>attention without RoPE (NoPE)</source>
        <translation>不带 RoPE 的注意力（NoPE）</translation>
    </message>
    <message>
        <source>RoPE base %1 (%2), %3 of %4 dims, scaling %5</source>
        <translation>RoPE 底数 %1（%2），%4 维中旋转 %3 维，缩放 %5</translation>
    </message>
    <message>
        <source>, window %1</source>
        <translation>，窗口 %1</translation>
    </message>
    <message>
        <source>head_dim absent, %1</source>
        <translation>没有 head_dim，%1</translation>
    </message>
    <message>
        <source>Base: %1 (rope_theta absent, %2)</source>
        <translation>底数：%1（没有 rope_theta，%2）</translation>
    </message>
    <message>
        <source>, truncate false (the ramp&apos;s ends are not rounded)</source>
        <translation>，truncate false（斜坡两端不取整）</translation>
    </message>
    <message>
        <source>Layers: %1 (F full attention with RoPE, S sliding window with RoPE, C chunked with RoPE, N attention without RoPE, L linear attention)</source>
        <translation>层：%1（F 带 RoPE 的全注意力，S 带 RoPE 的滑动窗口，C 带 RoPE 的分块注意力，N 不带 RoPE 的注意力，L 线性注意力）</translation>
    </message>
    <message>
        <source>  %1 (%2) × %3: %4</source>
        <translation>  %1（%2）× %3：%4</translation>
    </message>
    <message>
        <source>  The head, base and scaling above are those of the full-attention layers.</source>
        <translation>  上面的头维度、底数和缩放是全注意力层的。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>library default 10000</source>
        <translation>库的默认值 10000</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 1 to 1000000</source>
        <translation>%1 必须是 1 到 1000000 之间的整数</translation>
    </message>
    <message>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation>layer_types 列出 %1 层，但 num_hidden_layers 是 %2</translation>
    </message>
    <message>
        <source>sliding_window_pattern is an empty string</source>
        <translation>sliding_window_pattern 是空字符串</translation>
    </message>
    <message>
        <source>no_rope_layers lists %1 layers but num_hidden_layers is %2</source>
        <translation>no_rope_layers 列出 %1 层，但 num_hidden_layers 是 %2</translation>
    </message>
    <message>
        <source>NoPE layers scale each query by its position: 1 + attn_scale · ln(⌊(p + 1) / floor_scale⌋ + 1), with attn_scale = %1 and floor_scale = %2 (attn_temperature_tuning)</source>
        <translation>NoPE 层按位置缩放每个 query：1 + attn_scale · ln(⌊(p + 1) / floor_scale⌋ + 1)，其中 attn_scale = %1，floor_scale = %2（attn_temperature_tuning）</translation>
    </message>
    <message>
        <source>%1 = %2 (%3)</source>
        <translation>%1 = %2（%3）</translation>
    </message>
    <message>
        <source>assumed: the class default of Hugging Face&apos;s %1</source>
        <translation>假定：Hugging Face %1 的类默认值</translation>
    </message>
    <message>
        <source>proportional RoPE with partial_rotary_factor %1 of d = %2 turns no pair at all</source>
        <translation>partial_rotary_factor 为 %1、d = %2 的 proportional RoPE 一对也不旋转</translation>
    </message>
    <message>
        <source>partial_rotary_factor = %1 of d = %2, proportional: the first %3 of the %4 pairs</source>
        <translation>partial_rotary_factor = %1，d = %2，proportional：%4 对中的前 %3 对</translation>
    </message>
    <message>
        <source>proportional RoPE (Gemma 4): θ_i = base^(−2i/%1) with the exponent over the whole head for the first %2 pairs, and θ_i = 0 for the other %3, which therefore never turn</source>
        <translation>proportional RoPE（Gemma 4）：前 %2 对 θ_i = base^(−2i/%1)，指数以整个头为分母；其余 %3 对 θ_i = 0，因此从不旋转</translation>
    </message>
    <message>
        <source>Gemma 4 normalises every query and key head (q_norm, k_norm), and its code fixes the scale at 1</source>
        <translation>Gemma 4 对每个 query 头和 key 头做归一化（q_norm、k_norm），其代码把缩放固定为 1</translation>
    </message>
    <message>
        <source>global_head_dim, the full-attention layers&apos; head (the sliding layers&apos; is head_dim = %1)</source>
        <translation>global_head_dim，即全注意力层的头（滑动窗口层的是 head_dim = %1）</translation>
    </message>
    <message>
        <source>global_head_dim, the full-attention layers&apos; head</source>
        <translation>global_head_dim，即全注意力层的头</translation>
    </message>
    <message>
        <source>half-split over the whole head, pair i = (i, i + d/2), of which the first %1 turn</source>
        <translation>在整个头上前后对半，第 i 对 = (i, i + d/2)，其中前 %1 对旋转</translation>
    </message>
    <message>
        <source>half-split, pair i = (i, i + r/2) within the %1 r = %2 dims</source>
        <translation>前后对半，第 i 对 = (i, i + r/2)，位于%1的 r = %2 维之内</translation>
    </message>
    <message>
        <source>last</source>
        <translation>末尾</translation>
    </message>
    <message>
        <source>first</source>
        <translation>开头</translation>
    </message>
    <message>
        <source>unknown RoPE scaling type &apos;%1&apos; (known: %2)</source>
        <translation>未知的 RoPE 缩放类型“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>%1: no pairs</source>
        <translation>%1：没有对</translation>
    </message>
    <message>
        <source>%1: pairs %2</source>
        <translation>%1：第 %2 对</translation>
    </message>
    <message>
        <source>%1.mrope_section lists %2 sections; M-RoPE has three (temporal, height, width)</source>
        <translation>%1.mrope_section 列出了 %2 段；M-RoPE 只有三段（时间、高、宽）</translation>
    </message>
    <message>
        <source>expected a list with one layer type per layer</source>
        <translation>应为列表，每层一个层类型</translation>
    </message>
    <message>
        <source>expected a layer type (text such as &quot;full_attention&quot;)</source>
        <translation>应为层类型（如 &quot;full_attention&quot; 这样的文本）</translation>
    </message>
    <message>
        <source>layer_types[%1] is &quot;%2&quot;, a layer type this app does not know (it knows %3); shown as full attention</source>
        <translation>layer_types[%1] 是 &quot;%2&quot;，本应用不认识这种层类型（已知：%3）；按全注意力显示</translation>
    </message>
    <message>
        <source>expected a list with 1 or 0 per layer</source>
        <translation>应为列表，每层一个 1 或 0</translation>
    </message>
    <message>
        <source>expected 1 (the layer uses RoPE) or 0 (it does not)</source>
        <translation>应为 1（该层使用 RoPE）或 0（不使用）</translation>
    </message>
    <message>
        <source>rotary_dim = %1 of d = %2, the rotated dims given directly</source>
        <translation>rotary_dim = %1，d = %2，直接给出旋转的维数</translation>
    </message>
    <message>
        <source>, chunks of %1 (attention_chunk_size)</source>
        <translation>，按 %1 分块（attention_chunk_size）</translation>
    </message>
    <message>
        <source>qk_nope_head_dim %1 + qk_rope_head_dim %2: multi-head latent attention&apos;s query/key head, of which only the last %2 dims rotate</source>
        <translation>qk_nope_head_dim %1 + qk_rope_head_dim %2：多头潜在注意力的 query/key 头，只有最后 %2 维旋转</translation>
    </message>
    <message>
        <source>qk_rope_head_dim, the last %1 dims</source>
        <translation>qk_rope_head_dim，最后 %1 维</translation>
    </message>
    <message>
        <source>layout contiguous: one block of pairs per section, in order</source>
        <translation>布局 contiguous：每段一块连续的对，依次排列</translation>
    </message>
    <message>
        <source>layout interleaved, because %1: the axes take turns along the pairs, pair i takes h when i mod 3 = 1 and i &lt; 3 · %2 = %3, w when i mod 3 = 2 and i &lt; 3 · %4 = %5, and t otherwise</source>
        <translation>布局 interleaved，因为%1：各轴沿着对轮流排列，i mod 3 = 1 且 i &lt; 3 · %2 = %3 时第 i 对取 h，i mod 3 = 2 且 i &lt; 3 · %4 = %5 时取 w，其余取 t</translation>
    </message>
    <message>
        <source>layout contiguous%1: three blocks in order, the first %2 pairs take t, the next %3 take h, the last %4 take w</source>
        <translation>布局 contiguous%1：依次三块，前 %2 对取 t，接下来 %3 对取 h，最后 %4 对取 w</translation>
    </message>
    <message>
        <source>, because %1</source>
        <translation>，因为%1</translation>
    </message>
    <message>
        <source>interleaved, pair i = (2i, 2i+1) within the %1 r = %2 dims</source>
        <translation>交错，第 i 对 = (2i, 2i+1)，位于%1的 r = %2 维之内</translation>
    </message>
    <message>
        <source>  Multi-head latent attention: each query/key head is [%1 unrotated dims (qk_nope_head_dim), then the %2 rope dims]; the key&apos;s rope part is one vector shared by all heads; θ_i = base^(−2i/%2), the exponent over the rope dims</source>
        <translation>  多头潜在注意力：每个 query/key 头是 [%1 个不旋转的维度（qk_nope_head_dim），然后是 %2 个 rope 维度]；key 的 rope 部分是所有头共享的一个向量；θ_i = base^(−2i/%2)，指数以 rope 维数为分母</translation>
    </message>
    <message>
        <source>none (θ_i = base^(−2i/%1))</source>
        <translation>无（θ_i = base^(−2i/%1)）</translation>
    </message>
    <message>
        <source>YaRN, factor %1, β_fast %2, β_slow %3%4: pairs i ≤ %5 keep θ_i, pairs i ≥ %6 are divided by the factor, a linear ramp (i − %5) / (%6 − %5) in between</source>
        <translation>YaRN，因子 %1，β_fast %2，β_slow %3%4：i ≤ %5 的对保持 θ_i，i ≥ %6 的对除以因子，中间按线性斜坡 (i − %5) / (%6 − %5) 过渡</translation>
    </message>
    <message>
        <source>Llama 3, factor %1, low_freq_factor %2, high_freq_factor %3, original context %4: pairs with wavelength below %5 keep θ_i, above %6 are divided by %1, %7</source>
        <translation>Llama 3，因子 %1，low_freq_factor %2，high_freq_factor %3，原始上下文 %4：波长小于 %5 的对保持 θ_i，大于 %6 的除以 %1，%7</translation>
    </message>
    <message>
        <source>none blended (low_freq_factor = high_freq_factor leaves no band between)</source>
        <translation>没有混合的对（low_freq_factor = high_freq_factor，中间没有过渡带）</translation>
    </message>
    <message>
        <source>in between blended</source>
        <translation>介于两者之间的对混合</translation>
    </message>
    <message>
        <source>%1 (absent from the config, %2)</source>
        <translation>%1（配置中没有，%2）</translation>
    </message>
    <message>
        <source>Multimodal RoPE (mrope_section [%1]), %2</source>
        <translation>多模态 RoPE（mrope_section [%1]），%2</translation>
    </message>
    <message>
        <source>  %1</source>
        <translation>  %1</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>EXAONE 4&apos;s full-attention layers are NoPE: its attention applies RoPE only when `self.sliding_window is None or self.is_sliding` (&quot;We use global NoPE for hybrid attention model&quot;), and this config has sliding layers, so its global layers see no positions at all (a config without sliding_window rotates every layer)</source>
        <translation>EXAONE 4 的全注意力层是 NoPE：其注意力只在 `self.sliding_window is None or self.is_sliding` 时应用 RoPE（“We use global NoPE for hybrid attention model”），而此配置有滑动窗口层，所以它的全局层完全看不到位置（没有 sliding_window 的配置每层都旋转）</translation>
    </message>
    <message>
        <source>Cohere 2&apos;s full-attention layers are NoPE: its attention applies RoPE only in the sliding-window layers (`if self.sliding_window is not None`)</source>
        <translation>Cohere 2 的全注意力层是 NoPE：其注意力只在滑动窗口层应用 RoPE（`if self.sliding_window is not None`）</translation>
    </message>
    <message>
        <source>chunked attention (attention_chunk_size = %1): a C layer&apos;s query at position p attends only to keys k ≤ p in its own chunk, ⌊k / %1⌋ = ⌊p / %1⌋, so its RoPE never sees a distance Δ above %2 and the first query of each chunk sees only itself</source>
        <translation>分块注意力（attention_chunk_size = %1）：C 层中位置 p 的 query 只关注同一块内 k ≤ p 的 key，即 ⌊k / %1⌋ = ⌊p / %1⌋，所以它的 RoPE 看到的距离 Δ 从不超过 %2，每块的第一个 query 只看到自己</translation>
    </message>
    <message>
        <source>OLMo 3&apos;s sliding layers turn with the default RoPE here, without the config&apos;s %1 scaling: transformers 4.57&apos;s Olmo3Model gives them rotary_embs[&quot;sliding_attention&quot;] with rope_type &quot;default&quot; (&quot;RoPE scaling is not applied to sliding window attention layers&quot;, its own comment says); transformers 5&apos;s modeling_olmo3 computes one rotary_emb from the config and so gives every layer the %1 scaling. The app follows 4.57</source>
        <translation>OLMo 3 的滑动窗口层在这里用默认 RoPE 旋转，不带配置中的 %1 缩放：transformers 4.57 的 Olmo3Model 给它们 rotary_embs[&quot;sliding_attention&quot;]，rope_type 为 &quot;default&quot;（其代码注释写着 “RoPE scaling is not applied to sliding window attention layers”）；transformers 5 的 modeling_olmo3 用配置算出一个 rotary_emb，于是每层都带 %1 缩放。本应用按 4.57</translation>
    </message>
    <message>
        <source>%1: true</source>
        <translation>%1: true</translation>
    </message>
    <message>
        <source>%1: false</source>
        <translation>%1: false</translation>
    </message>
    <message>
        <source>llama_4_scaling_beta = 0: the query scale 1 + β · ln(1 + ⌊p / %1⌋) is exactly 1 at every position, so this key changes nothing (a no-op, as in Devstral&apos;s configs)</source>
        <translation>llama_4_scaling_beta = 0：query 缩放 1 + β · ln(1 + ⌊p / %1⌋) 在每个位置都恰好为 1，所以这个键什么也不改变（无效操作，Devstral 的配置就是这样）</translation>
    </message>
    <message>
        <source>%1, but %2&apos;s code interleaves the M-RoPE sections whatever the flag says (Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope): read as interleaved</source>
        <translation>%1，但 %2 的代码不管这个标志都交错排列 M-RoPE 各段（Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope）：按交错读取</translation>
    </message>
    <message>
        <source>%1&apos;s code always interleaves (Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope)</source>
        <translation>%1 的代码总是交错排列（Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope）</translation>
    </message>
    <message>
        <source>%1 must be a positive number, got %2</source>
        <translation>%1 必须是正数，实际为 %2</translation>
    </message>
    <message>
        <source>rope_scaling.factor (%1)</source>
        <translation>rope_scaling.factor（%1）</translation>
    </message>
    <message>
        <source>HunYuan&apos;s rope_scaling type &quot;dynamic&quot; with alpha is not Hugging Face&apos;s dynamic NTK (whose base grows with the sequence): its code fixes one NTK-aware base for every position, base&apos; = rope_theta · alpha^(d/(d−2)) = %1 · %2^(%3/%4) = %5, attention factor 1; it does not use %6</source>
        <translation>HunYuan 的 rope_scaling 类型 &quot;dynamic&quot; 带 alpha 时不是 Hugging Face 的动态 NTK（其底数随序列增长）：它的代码对所有位置固定一个 NTK-aware 底数，base&apos; = rope_theta · alpha^(d/(d−2)) = %1 · %2^(%3/%4) = %5，注意力因子为 1；它不使用 %6</translation>
    </message>
    <message>
        <source>every pair is divided by the factor %1</source>
        <translation>每一对都除以因子 %1</translation>
    </message>
    <message>
        <source>every pair keeps θ_i</source>
        <translation>每一对都保持 θ_i</translation>
    </message>
    <message>
        <source>pairs 0–%1 keep θ_i and pairs %2–%3 are divided by the factor %4</source>
        <translation>第 0–%1 对保持 θ_i，第 %2–%3 对除以因子 %4</translation>
    </message>
    <message>
        <source>beta_fast = beta_slow = %1: both ends of YaRN&apos;s ramp fall at the same pair index, find_correction_dim = %2 · ln(%3 / (2π · %1)) / (2 ln %4) = %5%6, so the ramp is one step: %7%8</source>
        <translation>beta_fast = beta_slow = %1：YaRN 斜坡的两端落在同一个对序号上，find_correction_dim = %2 · ln(%3 / (2π · %1)) / (2 ln %4) = %5%6，所以斜坡只有一级：%7%8</translation>
    </message>
    <message>
        <source> (rounded to %1 … %2)</source>
        <translation>（取整为 %1 … %2）</translation>
    </message>
    <message>
        <source>, %1 blended</source>
        <translation>，%1 对混合</translation>
    </message>
    <message>
        <source>, none blended</source>
        <translation>，没有混合的对</translation>
    </message>
    <message>
        <source>MiniMax-M2 gives rotary_dim = %1 where most configs give partial_rotary_factor: transformers&apos; MiniMaxM2Config reads it as partial_rotary_factor = rotary_dim / head_dim = %1 / %2 = %3, and the first %1 dims turn (rotate_half within them, θ_i = base^(−2i/%1)); the other %4 pass through</source>
        <translation>MiniMax-M2 给出 rotary_dim = %1，而多数配置给出 partial_rotary_factor：transformers 的 MiniMaxM2Config 把它读作 partial_rotary_factor = rotary_dim / head_dim = %1 / %2 = %3，前 %1 维旋转（在其中做 rotate_half，θ_i = base^(−2i/%1)）；其余 %4 维原样通过</translation>
    </message>
    <message>
        <source>use_qk_norm: on the RoPE layers, q and k are normalised after RoPE by Llama4TextL2Norm, x / √(mean(x²) + eps) with no weight, so each rotated q and k has length √%1 (up to eps) and q·k/√%1 = √%1 · cos(angle between them): only the angle between rotated q and k sets the logit; the NoPE layers skip the norm</source>
        <translation>use_qk_norm：在 RoPE 层上，q 和 k 在 RoPE 之后由 Llama4TextL2Norm 归一化，即 x / √(mean(x²) + eps)，没有权重，所以每个旋转后的 q 和 k 长度为 √%1（相差一个 eps），q·k/√%1 = √%1 · cos(两者夹角)：只有旋转后 q 与 k 的夹角决定 logit；NoPE 层不做这个归一化</translation>
    </message>
    <message>
        <source>num_attention_heads</source>
        <translation>num_attention_heads</translation>
    </message>
    <message>
        <source>DeepSeek-V3.2&apos;s multi-head latent attention is DeepSeek-V3&apos;s: interleaved rope dims (its sparse-attention indexer pairs half-split, below)</source>
        <translation>DeepSeek-V3.2 的多头潜在注意力与 DeepSeek-V3 相同：rope 维度交错配对（它的稀疏注意力索引器则是前后半配对，见下）</translation>
    </message>
    <message>
        <source>GPT-OSS learns one attention sink per head (the weights `sinks`, %1 numbers in the checkpoint, not in config.json): the softmax runs over each row&apos;s logits plus the head&apos;s sink s_h, and the sink&apos;s column is dropped after it, so w_j = exp(x_j) / (Σ_k exp(x_k) + exp(s_h)) and a row sums to less than 1 (compute attention --sink-logit and the Attention sinks view show it)</source>
        <translation>GPT-OSS 为每个头学一个注意力汇点（权重 `sinks`，检查点中有 %1 个数，不在 config.json 里）：softmax 作用于每行的 logits 加上该头的汇点 s_h，之后丢掉汇点那一列，于是 w_j = exp(x_j) / (Σ_k exp(x_k) + exp(s_h))，每行之和小于 1（compute attention --sink-logit 和“注意力汇点”视图展示了这一点）</translation>
    </message>
    <message>
        <source>indexer_rope_interleave = %1</source>
        <translation>indexer_rope_interleave = %1</translation>
    </message>
    <message>
        <source>DeepSeek&apos;s indexer rotates half-split (rotate_half): its code was fixed on 2025-11-18, when an interleaved indexer had lost accuracy only at long context</source>
        <translation>DeepSeek 的索引器按前后半配对旋转（rotate_half）：其代码于 2025-11-18 修正，此前交错配对的索引器只在长上下文中损失了精度</translation>
    </message>
    <message>
        <source>sparse-attention indexer: %1 heads of %2 dims pick the %3 keys each query attends to; it rotates its first %4 dims %5 (%6)%7</source>
        <translation>稀疏注意力索引器：%1 个 %2 维的头为每个 query 挑出它要关注的 %3 个 key；它的前 %4 维按%5旋转（%6）%7</translation>
    </message>
    <message>
        <source>index_n_heads</source>
        <translation>index_n_heads</translation>
    </message>
    <message>
        <source>index_topk</source>
        <translation>index_topk</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错配对</translation>
    </message>
    <message>
        <source>half-split</source>
        <translation>前后半配对</translation>
    </message>
    <message>
        <source>: one model, two pairings; with the indexer paired as the main attention, scores agree at Δ = 0 and part after it, and the indexer only chooses once the context passes index_topk, so the error shows only at long context</source>
        <translation>：一个模型，两种配对；若索引器按主注意力的方式配对，分数在 Δ = 0 处一致、之后分道扬镳，而索引器只在上下文超过 index_topk 后才开始挑选，所以这个错误只在长上下文中显现</translation>
    </message>
</context>
<context>
    <name>MropeView</name>
    <message>
        <source>chunked [16, 24, 24] (Qwen2-VL, Qwen2.5-VL)</source>
        <translation>分块 [16, 24, 24]（Qwen2-VL、Qwen2.5-VL）</translation>
    </message>
    <message>
        <source>interleaved [24, 20, 20] (Qwen3-VL)</source>
        <translation>交错 [24, 20, 20]（Qwen3-VL）</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>interleaved</source>
        <translation>交错配对</translation>
    </message>
    <message>
        <source>half-split</source>
        <translation>前后半配对</translation>
    </message>
    <message>
        <source>no scaling</source>
        <translation>不缩放</translation>
    </message>
    <message>
        <source>linear (position interpolation)</source>
        <translation>线性（位置插值）</translation>
    </message>
    <message>
        <source>NTK-aware</source>
        <translation>NTK-aware</translation>
    </message>
    <message>
        <source>dynamic NTK</source>
        <translation>动态 NTK</translation>
    </message>
    <message>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>Llama 3</source>
        <translation>Llama 3</translation>
    </message>
    <message>
        <source>LongRoPE</source>
        <translation>LongRoPE</translation>
    </message>
    <message>
        <source>random tokens</source>
        <translation>随机 token</translation>
    </message>
    <message>
        <source>constant q, k</source>
        <translation>恒定的 q、k</translation>
    </message>
    <message>
        <source>look-back head</source>
        <translation>回看头</translation>
    </message>
    <message>
        <source>toy q, k</source>
        <translation>对照实验的 q、k</translation>
    </message>
    <message>
        <source>loaded tensors</source>
        <translation>载入的张量</translation>
    </message>
    <message>
        <source>RoPE attention</source>
        <translation>RoPE 注意力</translation>
    </message>
    <message>
        <source>Sinusoidal score, term by term</source>
        <translation>Sinusoidal 分数，逐项分解</translation>
    </message>
    <message>
        <source>RoPE is not an element-wise weight</source>
        <translation>RoPE 不是逐元素权重</translation>
    </message>
    <message>
        <source>no mask</source>
        <translation>无掩码</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>no position encoding</source>
        <translation>无位置编码</translation>
    </message>
    <message>
        <source>sinusoidal (added)</source>
        <translation>Sinusoidal 位置编码（相加）</translation>
    </message>
    <message>
        <source>the first components</source>
        <translation>开头的分量</translation>
    </message>
    <message>
        <source>the last components (MLA)</source>
        <translation>末尾的分量（MLA）</translation>
    </message>
    <message>
        <source>the first pairs of the whole head (Gemma 4 proportional)</source>
        <translation>整个头的前若干对（Gemma 4 proportional）</translation>
    </message>
    <message>
        <source>learned absolute (added)</source>
        <translation>学习的绝对位置（相加）</translation>
    </message>
    <message>
        <source>Sinusoidal score, term by term, W = I</source>
        <translation>Sinusoidal 分数的逐项分解，W = I</translation>
    </message>
    <message>
        <source>Encodings: none | sinusoidal | RoPE</source>
        <translation>编码：无 | Sinusoidal | RoPE</translation>
    </message>
</context>
<context>
    <name>NpyFile</name>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is a folder, not a .npy file</source>
        <translation>是文件夹，不是 .npy 文件</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes, at most %2)</source>
        <translation>文件过大（%1 字节，最多 %2）</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>expected shape (N, d) or (d), got %1 dimensions</source>
        <translation>形状应为 (N, d) 或 (d)，实际为 %1 维</translation>
    </message>
    <message>
        <source>the array is empty</source>
        <translation>数组为空</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>无法写入（%1）</translation>
    </message>
    <message>
        <source>the disk is full (%1 bytes free)</source>
        <translation>磁盘已满（剩余 %1 字节）</translation>
    </message>
</context>
<context>
    <name>Output</name>
    <message>
        <source>--dtype float32: &apos;%1&apos; holds %2, beyond float32&apos;s largest number %3; use --dtype float64</source>
        <translation>--dtype float32：&apos;%1&apos; 含有 %2，超出 float32 的最大数 %3；请用 --dtype float64</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>无法写入（%1）</translation>
    </message>
</context>
<context>
    <name>PartialView</name>
    <message>
        <source>Hugging Face partial (GPT-NeoX, Phi)</source>
        <translation>Hugging Face 部分旋转（GPT-NeoX、Phi）</translation>
    </message>
    <message>
        <source>HF partial</source>
        <translation>HF 部分旋转</translation>
    </message>
    <message>
        <source>GPT-J rotary_dim</source>
        <translation>GPT-J rotary_dim</translation>
    </message>
    <message>
        <source>GPT-J</source>
        <translation>GPT-J</translation>
    </message>
    <message>
        <source>DeepSeek MLA (rope part last)</source>
        <translation>DeepSeek MLA（rope 部分在末尾）</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source>Gemma 4 proportional</source>
        <translation>Gemma 4 proportional</translation>
    </message>
    <message>
        <source>Gemma 4</source>
        <translation>Gemma 4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>first %1 dims, pairs (i, i + %2), θᵢ = b%3</source>
        <translation>前 %1 维，配对 (i, i + %2)，θᵢ = b%3</translation>
    </message>
    <message>
        <source>first %1 dims, pairs (2i, 2i + 1), θᵢ = b%2</source>
        <translation>前 %1 维，配对 (2i, 2i + 1)，θᵢ = b%2</translation>
    </message>
    <message>
        <source>last %1 dims, pairs (%2 + 2i, %2 + 2i + 1), θᵢ = b%3</source>
        <translation>后 %1 维，配对 (%2 + 2i, %2 + 2i + 1)，θᵢ = b%3</translation>
    </message>
    <message>
        <source>pairs (i, i + %1) of the whole head, the first %2 turning at θᵢ = b%3, the rest at θ = 0</source>
        <translation>整个头上的配对 (i, i + %1)，前 %2 对以 θᵢ = b%3 旋转，其余 θ = 0</translation>
    </message>
    <message>
        <source>component 0 … %1, left to right; a number is the pair, grey passes through; colour: θᵢ on one scale for all four, fast (yellow) to slow (purple)</source>
        <translation>分量 0 … %1，从左到右；数字是所属的对，灰色表示直接通过；颜色：四行共用同一标尺的 θᵢ，快（黄）到慢（紫）</translation>
    </message>
</context>
<context>
    <name>PeFamilies</name>
    <message>
        <source>NoPE</source>
        <translation>NoPE</translation>
    </message>
    <message>
        <source>Learned absolute</source>
        <translation>学习的绝对位置</translation>
    </message>
    <message>
        <source>Sinusoidal (added)</source>
        <translation>Sinusoidal（相加）</translation>
    </message>
    <message>
        <source>T5 bias</source>
        <translation>T5 偏置</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>KERPLE-log</source>
        <translation>KERPLE-log</translation>
    </message>
    <message>
        <source>xPos</source>
        <translation>xPos</translation>
    </message>
    <message>
        <source>p-RoPE</source>
        <translation>p-RoPE</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>a %1 × %2 table: the lab takes up to 8192 × 8192, an even width</source>
        <translation>%1 × %2 的表：本实验最多接受 8192 × 8192，且宽度须为偶数</translation>
    </message>
    <message>
        <source>no learned position table (a tensor named …wpe.weight or …embed_positions.weight): this model encodes positions otherwise</source>
        <translation>没有学习位置表（名为 …wpe.weight 或 …embed_positions.weight 的张量）：这个模型用别的方式编码位置</translation>
    </message>
</context>
<context>
    <name>PositionFamily</name>
    <message>
        <source>learned absolute positions (a table added to the tokens)</source>
        <translation>学习的绝对位置（一张加到 token 上的表）</translation>
    </message>
    <message>
        <source>A table of %1 position vectors (%2), %3, added to the token embeddings: position p gets row p. There is no row for position %1 or beyond.</source>
        <translation>一张 %1 个位置向量的表（%2），%3，加到 token 嵌入上：位置 p 取第 p 行。位置 %1 及之后没有对应的行。</translation>
    </message>
    <message>
        <source>ALiBi (a linear bias on the logits)</source>
        <translation>ALiBi（logit 上的线性偏置）</translation>
    </message>
    <message>
        <source>No position vectors: head h adds −slope_h·(m − n) to its logits, slopes 2^(−8h/H) for H a power of two (BLOOM&apos;s construction otherwise); here H = %1, slopes %2 …</source>
        <translation>没有位置向量：第 h 个头在 logit 上加 −slope_h·(m − n)，H 为 2 的幂时斜率为 2^(−8h/H)（否则按 BLOOM 的构造）；这里 H = %1，斜率 %2 …</translation>
    </message>
    <message>
        <source>The table has 2 rows more: positions are offset by 2 (a quirk of fairseq).</source>
        <translation>这张表多 2 行：位置偏移了 2（fairseq 留下的习惯）。</translation>
    </message>
    <message>
        <source>T5&apos;s relative bias (learned, one per bucket of m − n)</source>
        <translation>T5 的相对偏置（学习得到，m − n 的每个桶一个）</translation>
    </message>
    <message>
        <source>No position vectors: each head adds a learned bias to its logits, one of %1 buckets of m − n (relative_attention_num_buckets): half exact, half logarithmic up to %2 (relative_attention_max_distance); every distance beyond shares the last bucket. The encoder&apos;s buckets tell keys before the query from keys after it; the decoder&apos;s are causal.</source>
        <translation>没有位置向量：每个头在 logit 上加一个学习到的偏置，取自 m − n 的 %1 个桶之一（relative_attention_num_buckets）：一半精确，一半按对数分到 %2（relative_attention_max_distance）为止；更远的距离都共用最后一个桶。编码器的桶区分 query 之前和之后的 key；解码器的桶是因果的。</translation>
    </message>
    <message>
        <source>sinusoidal positions (fixed vectors added)</source>
        <translation>Sinusoidal 位置编码（加上固定向量）</translation>
    </message>
    <message>
        <source>Fixed vectors p_m[2i] = sin(mθ_i), p_m[2i+1] = cos(mθ_i) added to the token embeddings, up to position %1 (max_position_embeddings), θ_i = 10000^(−2i/d_model).</source>
        <translation>固定向量 p_m[2i] = sin(mθ_i)、p_m[2i+1] = cos(mθ_i) 加到 token 嵌入上，直到位置 %1（max_position_embeddings），θ_i = 10000^(−2i/d_model)。</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>the presets are not valid JSON (%1)</source>
        <translation>预设不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>a preset needs a key</source>
        <translation>预设需要一个 key</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>, about %1 left</source>
        <translation>，约剩 %1</translation>
    </message>
    <message>
        <source>%1: %2 % done after %3%4</source>
        <translation>%1：已用 %3，完成 %2 %%4</translation>
    </message>
    <message>
        <source>%1: still running after %2</source>
        <translation>%1：已运行 %2，仍在计算</translation>
    </message>
</context>
<context>
    <name>Safetensors</name>
    <message>
        <source>expected an object with dtype, shape and data_offsets</source>
        <translation>应为包含 dtype、shape 和 data_offsets 的对象</translation>
    </message>
    <message>
        <source>dtype must be a string such as &quot;BF16&quot;</source>
        <translation>dtype 必须是字符串，例如 &quot;BF16&quot;</translation>
    </message>
    <message>
        <source>shape must be a list of non-negative integers</source>
        <translation>shape 必须是非负整数列表</translation>
    </message>
    <message>
        <source>data_offsets must be [begin, end]</source>
        <translation>data_offsets 必须是 [begin, end]</translation>
    </message>
    <message>
        <source>data_offsets must be two integers with begin ≤ end</source>
        <translation>data_offsets 必须是两个整数，且 begin ≤ end</translation>
    </message>
    <message>
        <source>its data ends at byte %1, past the end of the file&apos;s data (%2 bytes)</source>
        <translation>其数据结束于第 %1 字节，超出文件数据区末尾（%2 字节）</translation>
    </message>
    <message>
        <source>its shape and dtype need %1 bytes but data_offsets give %2</source>
        <translation>其形状和 dtype 需要 %1 字节，但 data_offsets 给出 %2 字节</translation>
    </message>
    <message>
        <source>more than the file holds</source>
        <translation>超过文件大小的</translation>
    </message>
    <message>
        <source>has dtype %1; this reader reads F32, F16, BF16 and F64</source>
        <translation>dtype 为 %1；本读取器只读 F32、F16、BF16 和 F64</translation>
    </message>
    <message>
        <source>has %1 dimensions; expected a matrix or a vector</source>
        <translation>有 %1 个维度；应为矩阵或向量</translation>
    </message>
    <message>
        <source>has %1 rows; rows %2 to %3 do not exist</source>
        <translation>有 %1 行；第 %2 到 %3 行不存在</translation>
    </message>
    <message>
        <source>too short to be a .safetensors file (%1 bytes)</source>
        <translation>太短，不是 .safetensors 文件（%1 字节）</translation>
    </message>
    <message>
        <source>the header is cut short</source>
        <translation>头部被截断</translation>
    </message>
    <message>
        <source>not a .safetensors file: the header is not a JSON object</source>
        <translation>不是 .safetensors 文件：头部不是 JSON 对象</translation>
    </message>
    <message>
        <source>the header is not valid JSON (%1)</source>
        <translation>头部不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>its bytes overlap those of %1 (data_offsets %2 &lt; %3)</source>
        <translation>其字节与 %1 的重叠（data_offsets %2 &lt; %3）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>the index is larger than %1 bytes</source>
        <translation>索引文件大于 %1 字节</translation>
    </message>
    <message>
        <source>not a safetensors index: expected an object with a weight_map</source>
        <translation>不是 safetensors 索引：应为包含 weight_map 的对象</translation>
    </message>
    <message>
        <source>weight_map.%1 must name a shard file in the same folder</source>
        <translation>weight_map.%1 必须指向同一文件夹中的分片文件</translation>
    </message>
    <message>
        <source>the weight_map lists no tensors</source>
        <translation>weight_map 中没有任何张量</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <source>the folder holds no .safetensors file and no model.safetensors.index.json</source>
        <translation>该文件夹中没有 .safetensors 文件，也没有 model.safetensors.index.json</translation>
    </message>
    <message>
        <source>the index places %1 in %2, which does not hold it</source>
        <translation>索引说 %1 在 %2 中，但该文件中没有它</translation>
    </message>
    <message>
        <source>holds no tensor named %1</source>
        <translation>没有名为 %1 的张量</translation>
    </message>
    <message>
        <source>the file has shrunk since it was opened</source>
        <translation>文件在打开后变小了</translation>
    </message>
    <message>
        <source>cannot map %1 bytes of %2 (%3)</source>
        <translation>无法映射 %2 的 %1 字节（%3）</translation>
    </message>
    <message>
        <source>not a .safetensors file: its first 8 bytes give an impossible header length (%1 bytes, in a %2-byte file)</source>
        <translation>不是 .safetensors 文件：前 8 字节给出的头部长度不可能成立（%1 字节，文件只有 %2 字节）</translation>
    </message>
    <message>
        <source>expected a vector of F32, F16, BF16 or F64</source>
        <translation>应为 F32、F16、BF16 或 F64 的向量</translation>
    </message>
    <message>
        <source>has %1 entries; entries %2 to %3 do not exist</source>
        <translation>只有 %1 项；第 %2 到 %3 项不存在</translation>
    </message>
</context>
<context>
    <name>ScalingLab</name>
    <message>
        <source>No scaling: θᵢ = base^(−2i/d) at every length.</source>
        <translation>不缩放：任何长度下都是 θᵢ = base^(−2i/d)。</translation>
    </message>
    <message>
        <source>YaRN keeps θᵢ for pairs below %1 (they turn more than β_fast = %2 times within L₀), divides by s = %3 above %4 (fewer than β_slow = %5 turns), and ramps in between (shaded). Attention factor 0.1·ln s + 1 = %6 multiplies cos and sin.</source>
        <translation>YaRN 对低于 %1 的对保持 θᵢ（它们在 L₀ 内转了超过 β_fast = %2 圈），对高于 %4 的对除以 s = %3（少于 β_slow = %5 圈），中间线性过渡（阴影）。注意力因子 0.1·ln s + 1 = %6 乘到 cos 和 sin 上。</translation>
    </message>
    <message>
        <source>Llama 3: wavelengths below L₀/%1 = %2 keep θᵢ (high frequency, local detail); above L₀/%3 = %4 they are divided by s = %5; in between they blend smoothly. No attention factor.</source>
        <translation>Llama 3：波长低于 L₀/%1 = %2 的对保持 θᵢ（高频，局部细节）；高于 L₀/%3 = %4 的对除以 s = %5；两者之间平滑混合。没有注意力因子。</translation>
    </message>
    <message>
        <source>Position interpolation divides every θᵢ by s = %1: positions up to s·L₀ reuse the angles of 0 … L₀, and the fast pairs lose resolution too.</source>
        <translation>位置插值把每个 θᵢ 除以 s = %1：s·L₀ 以内的位置复用 0 … L₀ 的角度，高频对也损失了分辨率。</translation>
    </message>
    <message>
        <source>NTK-aware scaling raises the base to %1 (α^(d/(d−2)) times): fast pairs barely change, the slowest are divided by about α.</source>
        <translation>NTK-aware 缩放把底数增大到 %1（α^(d/(d−2)) 倍）：高频对几乎不变，最慢的对约除以 α。</translation>
    </message>
    <message>
        <source>Dynamic NTK raises the base only once the sequence is longer than L₀: at L = %1 the base is %2.</source>
        <translation>动态 NTK 只在序列长于 L₀ 时增大底数：L = %1 时底数为 %2。</translation>
    </message>
    <message>
        <source>LongRoPE divides each θᵢ by its own searched factor: the short list up to L₀ = %1 tokens, the long list (shown) beyond. Attention factor √(1 + ln s / ln L₀) = %2.</source>
        <translation>LongRoPE 把每个 θᵢ 除以各自搜索得到的因子：L₀ = %1 个 token 以内用短列表，超过后用长列表（图中所示）。注意力因子 √(1 + ln s / ln L₀) = %2。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>not a session: malformed JSON at byte %1 (%2)</source>
        <translation>不是会话：JSON 格式错误，位于第 %1 字节（%2）</translation>
    </message>
    <message>
        <source>not a RoPE Explorer session (the &quot;format&quot; field is missing or different)</source>
        <translation>不是 RoPE Explorer 会话（缺少 &quot;format&quot; 字段或其值不同）</translation>
    </message>
    <message>
        <source>the session was saved by a newer RoPE Explorer (version %1)</source>
        <translation>该会话由更新版本的 RoPE Explorer 保存（版本 %1）</translation>
    </message>
    <message>
        <source>the session has no valid version</source>
        <translation>该会话没有有效的版本号</translation>
    </message>
    <message>
        <source>the session&apos;s tensors cannot be loaded: %1</source>
        <translation>无法加载会话中的张量：%1</translation>
    </message>
    <message>
        <source>a state string starts with &quot;rope1.&quot;</source>
        <translation>状态字符串以 &quot;rope1.&quot; 开头</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>too large for a session</source>
        <translation>作为会话文件过大</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>a state string cannot carry loaded tensors (they are files on one computer)</source>
        <translation>状态字符串不能携带载入的张量（它们是某台电脑上的文件）</translation>
    </message>
    <message>
        <source>the state string is too long</source>
        <translation>状态字符串过长</translation>
    </message>
    <message>
        <source>the state string is damaged or unpacks to more than 1 MB</source>
        <translation>状态字符串已损坏，或解压后超过 1 MB</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>%1 holds %2 MB, more than settings ever need (at most %3 MB)</source>
        <translation>%1 有 %2 MB，远超设置所需（最多 %3 MB）</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>After Su Jianlin&apos;s 《Transformer 升级之路：2、博采众长的旋转式位置编码》 and the RoFormer paper (Su et al., arXiv:2104.09864)</source>
        <translation>依据苏剑林的《Transformer 升级之路：2、博采众长的旋转式位置编码》和 RoFormer 论文（Su 等，arXiv:2104.09864）</translation>
    </message>
    <message>
        <source>§1 the gap in sinusoidal encoding (Heatmaps, compare encodings; the additive terms) · §2 rotation matrices (2-D toy) · §3 only m − n survives (Clocks) · §4.1 not an element-wise weight (Heatmaps) · §4.2 the toy experiments A1–B2 (2-D toy) · §5 a whole head, θᵢ = b^(−2i/d) (Clocks, Frequencies, Score curve) · §6 where RoPE sits in attention (Pipeline) · §7 what it does not promise (Score curve, Heatmaps, Long context) · §8 the cheat sheet (the tour) · §9 linear attention (Linear)</source>
        <translation>§1 Sinusoidal 位置编码的缺口（热图：比较编码；加性分解）· §2 旋转矩阵（二维示例）· §3 只剩下 m − n（时钟）· §4.1 不是逐元素权重（热图）· §4.2 对照实验 A1–B2（二维示例）· §5 完整的头，θᵢ = b^(−2i/d)（时钟、频率、分数曲线）· §6 RoPE 在注意力中的位置（计算流程）· §7 它不保证什么（分数曲线、热图、长上下文）· §8 一页速查（导览）· §9 线性注意力（线性）</translation>
    </message>
    <message>
        <source>A note by Starx_Smile</source>
        <translation>Starx_Smile 的笔记</translation>
    </message>
    <message>
        <source>§5 the component formula · §7 the complex form · §8 where RoPE is inserted · §12 the rotate-half form · §13 the KV cache (KV cache) · §14 length extrapolation (Long context)</source>
        <translation>§5 分量公式 · §7 复数形式 · §8 RoPE 插入的位置 · §12 rotate-half 形式 · §13 KV 缓存（KV 缓存）· §14 长度外推（长上下文）</translation>
    </message>
    <message>
        <source>An encyclopedia entry (author not given)</source>
        <translation>百科词条（未署名）</translation>
    </message>
    <message>
        <source>The complex derivation · interleaved against half-split pairing and why weights do not transfer (Pairing lab) · the comparison with sinusoidal encoding · the half-split code (Frequencies: the cos/sin cache)</source>
        <translation>复数推导 · 交错配对与前后半配对，以及权重为何不能直接迁移（配对实验）· 与 Sinusoidal 位置编码的比较 · 前后半配对的代码（频率：cos/sin 缓存）</translation>
    </message>
    <message>
        <source>Sign of the offset. %1 §11 sets Δ = n − m and %2 writes g(q, k, n − m); %3 derives R((n − m)θ) and then names Δ = m − n (§4.2), as this app does (query at m, key at n, as in Hugging Face). Only the sine term changes sign: a curve against n − m is the app&apos;s curve mirrored.</source>
        <translation>相对位移的符号。%1 §11 取 Δ = n − m，%2 写作 g(q, k, n − m)；%3 推出 R((n − m)θ) 后又记 Δ = m − n（§4.2），与本应用一致（query 在 m，key 在 n，与 Hugging Face 相同）。只有正弦项变号：对 n − m 画的曲线是本应用曲线的镜像。</translation>
    </message>
    <message>
        <source>&quot;Rotate half&quot;. %1 §12 calls the interleaved operation [−x₁, x₀, −x₃, x₂, …] &quot;rotate half&quot;; Hugging Face&apos;s rotate_half is the half-split one, [−x_{d/2…}, x_{0…}]. The two pair different components.</source>
        <translation>“rotate half”。%1 §12 把交错配对的运算 [−x₁, x₀, −x₃, x₂, …] 叫作“rotate half”；而 Hugging Face 的 rotate_half 是前后半配对的 [−x_{d/2…}, x_{0…}]。两者配对的分量不同。</translation>
    </message>
    <message>
        <source>&quot;The unique elegant solution&quot;. %1 calls RoPE the unique elegant way to make attention relative; %2 §7 says its derivation does not prove uniqueness.</source>
        <translation>“唯一优雅解”。%1 称 RoPE 是让注意力成为相对的唯一优雅方式；%2 §7 指出其推导并不能证明唯一性。</translation>
    </message>
    <message>
        <source>Decay with distance. %1 says RoPE scores decay slowly with distance; %2 §5 and §7 say the score is an oscillating, content-dependent sum that need not fall — only RoFormer&apos;s upper bound falls. The Score curve shows both: the bound and q = k fall on average, an arbitrary q, k need not.</source>
        <translation>随距离衰减。%1 说 RoPE 分数“随距离缓慢衰减”；%2 §5 和 §7 指出分数是依赖内容、不断振荡的和，不一定下降——下降的只是 RoFormer 的上界。分数曲线把两者都画出来：上界和 q = k 平均而言下降，任意的 q、k 则不一定。</translation>
    </message>
    <message>
        <source>Rotation direction. All three rotate counter-clockwise, as this app does; some blog posts rotate clockwise, which also flips the sine term: s_cw(Δ) = s_ccw(−Δ), so toy B2 scores −1 instead of 1.</source>
        <translation>旋转方向。三篇文章都按逆时针旋转，与本应用相同；有些博客按顺时针旋转，这也会让正弦项变号：s_cw(Δ) = s_ccw(−Δ)，于是对照实验 B2 的分数是 −1 而不是 1。</translation>
    </message>
</context>
<context>
    <name>Suggest</name>
    <message>
        <source>; did you mean &apos;%1&apos;?</source>
        <translation>；你是想用 &apos;%1&apos; 吗？</translation>
    </message>
</context>
<context>
    <name>Tensors</name>
    <message>
        <source>Q is %1 × %2 but K is %3 × %4: they must match</source>
        <translation>Q 是 %1 × %2，而 K 是 %3 × %4：两者必须一致</translation>
    </message>
    <message>
        <source>the head dimension d = %1 must be even and between %2 and %3</source>
        <translation>头维度 d = %1 必须为偶数，且在 %2 与 %3 之间</translation>
    </message>
    <message>
        <source>V has %1 rows but Q has %2</source>
        <translation>V 有 %1 行，但 Q 有 %2 行</translation>
    </message>
    <message>
        <source>the first position must be between 0 and %1</source>
        <translation>起始位置必须在 0 与 %1 之间</translation>
    </message>
    <message>
        <source>head %1 does not exist (the array has %2 heads)</source>
        <translation>头 %1 不存在（数组只有 %2 个头）</translation>
    </message>
    <message>
        <source>expected shape (N, d) or (H, N, d), got %1 dimensions</source>
        <translation>形状应为 (N, d) 或 (H, N, d)，实际为 %1 维</translation>
    </message>
    <message>
        <source>the array is empty</source>
        <translation>数组为空</translation>
    </message>
    <message>
        <source>%1 tokens, at most %2 can be shown</source>
        <translation>%1 个 token，最多只能显示 %2 个</translation>
    </message>
</context>
<context>
    <name>TourSummary</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Tour summary</source>
        <translation>导览总结</translation>
    </message>
    <message>
        <source>You predicted %1 of %2 answers right; %3 not quite, %4 skipped, %5 not yet answered.</source>
        <translation>你在 %2 个问题中预测对了 %1 个；%3 个不太对，%4 个跳过，%5 个尚未作答。</translation>
    </message>
    <message>
        <source>The ten points of the cheat sheet in %1 §8 (一页速查), with the steps that teach each: ✓ right, ✗ not quite, → skipped, ○ not yet. Click a step to go back to it.</source>
        <translation>%1 §8 一页速查的十个要点，以及讲解每一点的步骤：✓ 对了，✗ 不太对，→ 跳过，○ 尚未作答。点击某一步即可回到那一步。</translation>
    </message>
    <message>
        <source>Beyond the cheat sheet</source>
        <translation>一页速查之外</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>Long context</source>
        <translation>长上下文</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>时钟</translation>
    </message>
    <message>
        <source>Rotation clocks: does the score depend only on m − n?</source>
        <translation>旋转时钟：分数只依赖 m − n 吗？</translation>
    </message>
    <message>
        <source>Heatmaps</source>
        <translation>热图</translation>
    </message>
    <message>
        <source>Attention heatmaps: which keys does each query attend to?</source>
        <translation>注意力热图：每个 query 关注哪些 key？</translation>
    </message>
    <message>
        <source>Score curve</source>
        <translation>分数曲线</translation>
    </message>
    <message>
        <source>Score curve: does the score fall with distance?</source>
        <translation>分数曲线：分数随距离下降吗？</translation>
    </message>
    <message>
        <source>Frequencies</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>Frequencies: which pairs are second hands, which are hour hands?</source>
        <translation>频率：哪些对是秒针，哪些是时针？</translation>
    </message>
    <message>
        <source>Pairing lab</source>
        <translation>配对实验室</translation>
    </message>
    <message>
        <source>Pairing lab: interleaved or half-split, does it matter?</source>
        <translation>配对实验室：交错还是前后半，有区别吗？</translation>
    </message>
    <message>
        <source>Scaling methods</source>
        <translation>缩放方法</translation>
    </message>
    <message>
        <source>Long context: what does each scaling method do to the frequencies?</source>
        <translation>长上下文：每种缩放方法对频率做了什么？</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Long context: what does low precision do at long positions?</source>
        <translation>长上下文：低精度在长位置上会造成什么？</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>Linear attention: what happens to RoPE when attention becomes linear?</source>
        <translation>线性注意力：注意力变成线性时 RoPE 会怎样？</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>KV cache: why is decoding with a cache exact, and what breaks it?</source>
        <translation>KV 缓存：为什么用缓存解码是精确的，什么会破坏它？</translation>
    </message>
    <message>
        <source>2-D toy</source>
        <translation>二维示例</translation>
    </message>
    <message>
        <source>The 2-D toy: how does a relative rotation change a match?</source>
        <translation>二维示例：相对旋转如何改变匹配？</translation>
    </message>
    <message>
        <source>Linked</source>
        <translation>联动</translation>
    </message>
    <message>
        <source>Linked views: clocks, heatmap and score curve side by side</source>
        <translation>联动视图：时钟、热图与分数曲线并排</translation>
    </message>
    <message>
        <source>Whole window</source>
        <translation>整个窗口</translation>
    </message>
    <message>
        <source>Same angles</source>
        <translation>同一组角</translation>
    </message>
    <message>
        <source>Same angles, two uses: where do RoPE&apos;s sin and cos come from?</source>
        <translation>同一组角，两种用法：RoPE 的 sin 和 cos 从哪里来？</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>计算流程</translation>
    </message>
    <message>
        <source>Pipeline: where in attention does RoPE act, and why is V not rotated?</source>
        <translation>计算流程：RoPE 作用在注意力的哪一步？为什么不旋转 V？</translation>
    </message>
    <message>
        <source>Two codes</source>
        <translation>两份代码</translation>
    </message>
    <message>
        <source>Two implementations: where do two RoPE codes disagree?</source>
        <translation>两种实现：两份 RoPE 代码在哪里不一致？</translation>
    </message>
    <message>
        <source>Partial RoPE</source>
        <translation>部分 RoPE</translation>
    </message>
    <message>
        <source>Partial RoPE: which components turn, and what goes wrong when one layout is read as another?</source>
        <translation>部分 RoPE：哪些分量旋转？把一种布局当成另一种来读会出什么错？</translation>
    </message>
    <message>
        <source>Checkpoint head</source>
        <translation>来自检查点的头</translation>
    </message>
    <message>
        <source>A real checkpoint: which frequencies does one trained head use?</source>
        <translation>真实检查点：一个训练好的头使用哪些频率？</translation>
    </message>
    <message>
        <source>Multimodal RoPE</source>
        <translation>多模态 RoPE</translation>
    </message>
    <message>
        <source>Multimodal RoPE (Qwen-VL): how are text, image and video tokens numbered, and which frequencies does each axis get?</source>
        <translation>多模态旋转位置编码（Qwen-VL）：文本、图像和视频 token 如何编号，每个轴分到哪些频率？</translation>
    </message>
    <message>
        <source>2-D RoPE</source>
        <translation>二维 RoPE</translation>
    </message>
    <message>
        <source>2-D RoPE for images: why does axial RoPE draw a cross, and do mixed directions remove it?</source>
        <translation>图像上的二维旋转位置编码：轴向 RoPE 为什么画出一个十字？混合方向能去掉它吗？</translation>
    </message>
    <message>
        <source>it shows a checkpoint the learner opens from disk</source>
        <translation>它显示学习者从磁盘打开的检查点</translation>
    </message>
    <message>
        <source>Rotation basics</source>
        <translation>旋转基础</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Pairs and layouts</source>
        <translation>配对与布局</translation>
    </message>
    <message>
        <source>Beyond one sequence</source>
        <translation>超越一维序列</translation>
    </message>
    <message>
        <source>Real models</source>
        <translation>真实模型</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>Encodings compared</source>
        <translation>位置编码对比</translation>
    </message>
    <message>
        <source>Position encodings compared: how does RoPE differ from learned, sinusoidal, T5, ALiBi, KERPLE, xPos and NoPE?</source>
        <translation>位置编码对比：RoPE 与学习位置、Sinusoidal、T5、ALiBi、KERPLE、xPos 和 NoPE 有何不同？</translation>
    </message>
    <message>
        <source>Whole checkpoint</source>
        <translation>整个检查点</translation>
    </message>
    <message>
        <source>A real checkpoint at a glance: which frequencies do all its layers and heads use?</source>
        <translation>一眼看完真实检查点：它所有的层和头用的是哪些频率？</translation>
    </message>
    <message>
        <source>Logit scale</source>
        <translation>Logit 缩放</translation>
    </message>
    <message>
        <source>Long context: attention flattens with length; what do models multiply the logits by?</source>
        <translation>长上下文：注意力随长度变平，模型给 logits 乘上了什么？</translation>
    </message>
    <message>
        <source>Position remapping</source>
        <translation>位置重映射</translation>
    </message>
    <message>
        <source>Long context: which distances does RoPE still see when positions are remapped?</source>
        <translation>长上下文：位置被重映射后，RoPE 还能看到哪些距离？</translation>
    </message>
    <message>
        <source>Attention sinks</source>
        <translation>注意力汇点</translation>
    </message>
    <message>
        <source>Long context: where does attention go when no key deserves it?</source>
        <translation>长上下文：没有值得关注的 key 时，注意力去了哪里？</translation>
    </message>
    <message>
        <source>Base bound</source>
        <translation>底数下界</translation>
    </message>
    <message>
        <source>Long context: how large must the base be for a context?</source>
        <translation>长上下文：一段上下文需要多大的底数？</translation>
    </message>
</context>
<context>
    <name>Weights</name>
    <message>
        <source>Layer %1, query head %2 (key head %3 of %4; %5 query heads), from %6 (%7, %8)
</source>
        <translation>第 %1 层，query 头 %2（key 头 %3，共 %4 个；query 头共 %5 个），来自 %6（%7，%8）
</translation>
    </message>
    <message>
        <source>Head dimension %1, %2 rotary pairs, %3 pairing%4

</source>
        <translation>头维度 %1，%2 个旋转对，配对方式：%3%4

</translation>
    </message>
    <message>
        <source>; a NoPE layer: its pairs never turn</source>
        <translation>；这是 NoPE 层：其各对从不旋转</translation>
    </message>
    <message>
        <source>
Share of ‖W‖²: fastest quarter of the pairs q %1%, k %2%; slowest quarter q %3%, k %4%.
</source>
        <translation>
‖W‖² 的占比：最快的四分之一对 q %1%，k %2%；最慢的四分之一对 q %3%，k %4%。
</translation>
    </message>
    <message>
        <source>Attention on %1 embeddings: the last token puts %2% of its weight on token %3 (itself: %4%).
</source>
        <translation>在 %1 个嵌入上的注意力：最后一个 token 把 %2% 的权重放在 token %3 上（自身：%4%）。
</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>The model&apos;s config.json (default: config.json next to the weights).</source>
        <translation>模型的 config.json（默认：权重旁边的 config.json）。</translation>
    </message>
    <message>
        <source>The layer, from 0.</source>
        <translation>层号，从 0 开始。</translation>
    </message>
    <message>
        <source>The query head, from 0.</source>
        <translation>query 头编号，从 0 开始。</translation>
    </message>
    <message>
        <source>Random embeddings to attend over (default 16; 0: no attention).</source>
        <translation>参与注意力的随机嵌入个数（默认 16；0：不计算注意力）。</translation>
    </message>
    <message>
        <source>Embeddings to attend over instead, N × hidden.</source>
        <translation>改用这些嵌入，形状 N × hidden。</translation>
    </message>
    <message>
        <source>Seed of the random embeddings (default 0).</source>
        <translation>随机嵌入的种子（默认 0）。</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>输出一个 JSON 对象。</translation>
    </message>
    <message>
        <source>A .safetensors file, a model.safetensors.index.json, or their folder.</source>
        <translation>.safetensors 文件、model.safetensors.index.json，或它们所在的文件夹。</translation>
    </message>
    <message>
        <source>give exactly one checkpoint (a .safetensors file or its folder)</source>
        <translation>请恰好给出一个检查点（.safetensors 文件或其文件夹）</translation>
    </message>
    <message>
        <source>give --layer L and --head H</source>
        <translation>请给出 --layer L 和 --head H</translation>
    </message>
    <message>
        <source>--tokens must be between 0 and 4096, got %1</source>
        <translation>--tokens 必须在 0 到 4096 之间，实际为 %1</translation>
    </message>
    <message>
        <source>%1: out of memory</source>
        <translation>%1：内存不足</translation>
    </message>
    <message>
        <source>no config.json next to the weights: give --config config.json (head dimension, pairing and θ come from it)</source>
        <translation>权重旁边没有 config.json：请用 --config config.json 指定（头维度、配对方式和 θ 都来自它）</translation>
    </message>
    <message>
        <source>pair   θ_i (rad/token)   ‖W_Q pair‖   ‖W_K pair‖  ‖W_Q pair‖·‖W_K pair‖
</source>
        <translation>对     θ_i（弧度/token）  ‖W_Q 对‖    ‖W_K 对‖   ‖W_Q 对‖·‖W_K 对‖
</translation>
    </message>
    <message>
        <source>Refuse to start when the head and its attention would need more (default 1G).</source>
        <translation>若读取该头并计算注意力需要更多内存，则拒绝开始（默认 1G）。</translation>
    </message>
    <message>
        <source>Refuse to start when reading and attending would take longer (default 30 s).</source>
        <translation>若读取并计算注意力需要更长时间，则拒绝开始（默认 30 秒）。</translation>
    </message>
    <message>
        <source>--json with %1 tokens would print %2 attention weights, more than the %3 JSON takes; use --tokens %4 or fewer</source>
        <translation>--json 在 %1 个 token 下会输出 %2 个注意力权重，超过 JSON 的上限 %3；请用 --tokens %4 或更少</translation>
    </message>
    <message>
        <source>%1 layers read of %2; %3 query heads, %4 key heads, d = %5, %6 pairing (%7, %8)
</source>
        <translation>读取了 %2 层中的 %1 层；%3 个 query 头，%4 个 key 头，d = %5，配对方式：%6（%7，%8）
</translation>
    </message>
    <message>
        <source>Low-frequency share: the percentage of ‖W_Q‖² in the %1 of %2 pairs whose wavelength 2π/θ_i exceeds the training length %3 (%4). Weights stand in for activations.

</source>
        <translation>低频占比：‖W_Q‖² 落在 %2 个对中波长 2π/θ_i 超过训练长度 %3（%4）的 %1 个对里的百分比。这里用权重代替激活值。

</translation>
    </message>
    <message>
        <source>layer \ head</source>
        <translation>层 \ 头</translation>
    </message>
    <message>
        <source>   (NoPE layer)</source>
        <translation>   （NoPE 层）</translation>
    </message>
    <message>
        <source>skipped %1</source>
        <translation>跳过 %1</translation>
    </message>
    <message>
        <source>--layers takes a range of consecutive layers, e.g. 0:8, or one layer</source>
        <translation>--layers 接受连续的层范围，例如 0:8，或单独一层</translation>
    </message>
    <message>
        <source>weights --all-layers on %1 layers of %2 heads</source>
        <translation>weights --all-layers（%1 层，每层 %2 个头）</translation>
    </message>
    <message>
        <source>%1 weights decoded</source>
        <translation>解码 %1 个权重</translation>
    </message>
    <message>
        <source>Which RoPE frequencies one attention head of a real checkpoint uses: the norm of its W_Q and W_K rows per rotary pair, read from a local .safetensors file or a sharded folder (memory-mapped; F32, F16, BF16), and its attention pattern on random or given embeddings. Nothing is downloaded.

Examples:
  rope-explorer weights ~/models/llama-3.2-1b --layer 3 --head 7
  rope-explorer weights model.safetensors --config config.json --layer 0 --head 0 --json
  rope-explorer weights ~/models/llama-3.2-1b --all-layers</source>
        <translation>真实检查点中一个注意力头使用哪些旋转位置编码频率：按旋转对计算其 W_Q 和 W_K 行的范数，读取本地 .safetensors 文件或分片文件夹（内存映射；F32、F16、BF16），并给出它在随机或给定嵌入上的注意力模式。不会下载任何东西。

示例：
  rope-explorer weights ~/models/llama-3.2-1b --layer 3 --head 7
  rope-explorer weights model.safetensors --config config.json --layer 0 --head 0 --json
  rope-explorer weights ~/models/llama-3.2-1b --all-layers</translation>
    </message>
    <message>
        <source>Every layer × head at once: per-pair norms, the share of ‖W‖² in pairs slower than one turn over the training length, and the dominant pair (JSON: a list `cells`).</source>
        <translation>一次读取所有层 × 头：每对的范数、‖W‖² 落在训练长度内转不满一圈的对里的占比，以及主导对（JSON：列表 `cells`）。</translation>
    </message>
    <message>
        <source>With --all-layers: only these consecutive layers, e.g. 0:8.</source>
        <translation>与 --all-layers 一起：只读这些连续的层，例如 0:8。</translation>
    </message>
    <message>
        <source>--all-layers reads every head: it takes --layers A:B, not --layer, --head, --tokens or --embeddings</source>
        <translation>--all-layers 读取所有头：它接受 --layers A:B，不接受 --layer、--head、--tokens 或 --embeddings</translation>
    </message>
    <message>
        <source>--layers goes with --all-layers</source>
        <translation>--layers 要与 --all-layers 一起使用</translation>
    </message>
</context>
<context>
    <name>WeightsView</name>
    <message>
        <source>No config.json next to the weights: choose it with File → Open Weights… (the head dimension, pairing and θ come from it).</source>
        <translation>权重旁边没有 config.json：请通过 文件 → 打开权重… 选择它（头维度、配对方式和 θ 都来自它）。</translation>
    </message>
    <message>
        <source>%1: out of memory while reading this checkpoint</source>
        <translation>%1：读取这个检查点时内存不足</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>reading this head needs about %1 MB (d = %2, hidden size %3); the window reads heads up to %4 MB. The command line reads larger ones: rope-explorer weights … --max-memory SIZE.</source>
        <translation>读取这个头约需 %1 MB（d = %2，隐藏维 %3）；窗口最多读取 %4 MB 的头。命令行可以读取更大的：rope-explorer weights … --max-memory SIZE。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Save the window to FILE once computed, then quit.</source>
        <translation>计算完成后把窗口保存到 FILE，然后退出。</translation>
    </message>
    <message>
        <source>Start with these parameters (a JSON object).</source>
        <translation>以这些参数启动（一个 JSON 对象）。</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>窗口大小，例如 1280x800。</translation>
    </message>
    <message>
        <source>Open on this view (clocks, heatmaps, … see export --list-views).</source>
        <translation>打开此视图（clocks、heatmaps……见 export --list-views）。</translation>
    </message>
    <message>
        <source>Start from a built-in preset (see export --list-presets).</source>
        <translation>从内置预设开始（见 export --list-presets）。</translation>
    </message>
    <message>
        <source>Open the guided tour at step N (1 = the first).</source>
        <translation>在第 N 步打开导览（1 = 第一步）。</translation>
    </message>
    <message>
        <source>Interface language: en or zh_CN (default: the settings&apos; choice, else the system&apos;s).</source>
        <translation>界面语言：en 或 zh_CN（默认：设置中的选择，否则跟随系统）。</translation>
    </message>
    <message>
        <source>rope-explorer: %1
</source>
        <translation>rope-explorer：%1
</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos; (see export --list-presets)</source>
        <translation>未知预设“%1”（见 export --list-presets）</translation>
    </message>
    <message>
        <source>--lesson must be 1 … %1</source>
        <translation>--lesson 必须是 1 … %1</translation>
    </message>
    <message>
        <source>unknown view &apos;%1&apos; (see export --list-views)</source>
        <translation>未知视图“%1”（见 export --list-views）</translation>
    </message>
    <message>
        <source>--params is not a JSON object</source>
        <translation>--params 不是 JSON 对象</translation>
    </message>
    <message>
        <source>Print the guided tour&apos;s steps (number, title, cheat-sheet questions) and quit.</source>
        <translation>打印导览的各个步骤（编号、标题、对应的速查问题）后退出。</translation>
    </message>
    <message>
        <source>rope-explorer: --lang: &apos;%1&apos; is not en or zh_CN
</source>
        <translation>rope-explorer: --lang：“%1”不是 en 或 zh_CN
</translation>
    </message>
    <message>
        <source>See Rotary Position Embedding.

Without options: the window.</source>
        <translation>看见旋转位置编码（RoPE）。

不带选项：打开窗口。</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>rope-explorer: unknown command &apos;%1&apos;; did you mean &apos;%2&apos;? (rope-explorer --help lists them)</source>
        <translation>rope-explorer：未知命令 &apos;%1&apos;；你是想用 &apos;%2&apos; 吗？（rope-explorer --help 列出全部命令）</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT, each 1 … %1, e.g. 1280x800; got &apos;%2&apos;</source>
        <translation>--size 接受 宽x高，每边 1 … %1，例如 1280x800；实际为“%2”</translation>
    </message>
    <message>
        <source>settings not read (%1): starting from the defaults, and this session&apos;s settings are not kept</source>
        <translation>未读取设置（%1）：从默认值开始，本次会话的设置不会保存</translation>
    </message>
    <message>
        <source>Open on view number I, in the navigator&apos;s order (0 = clocks).</source>
        <translation>打开第 I 个视图，按导航栏中的顺序（0 = 时钟）。</translation>
    </message>
    <message>
        <source>--tab takes a view number 0 … %1 (the navigator&apos;s order); got &apos;%2&apos;</source>
        <translation>--tab 需要视图编号 0 … %1（导航栏中的顺序）；收到的是“%2”</translation>
    </message>
    <message>
        <source>A saved session, a Hugging Face config.json, a checkpoint, a figure this app exported, or a state string (rope1.… or a rope-explorer: link) to open.</source>
        <translation>要打开的已保存会话、Hugging Face config.json、检查点、本应用导出的图，或状态字符串（rope1.… 或 rope-explorer: 链接）。</translation>
    </message>
    <message>
        <source>With --list-lessons: print every step with its question, the kind of answer and the cheat-sheet questions it serves, as JSON.</source>
        <translation>与 --list-lessons 一起用：以 JSON 输出每一步及其问题、作答方式和对应的一页速查问题。</translation>
    </message>
</context>
<context>
    <name>rope::model::ComputeController</name>
    <message>
        <source>The attention maps could not be computed: %1</source>
        <translation>无法计算注意力图：%1</translation>
    </message>
    <message>
        <source>Attention maps stopped: the maps on show belong to earlier parameters until one changes</source>
        <translation>注意力图已停止计算：在修改参数之前，显示的图属于先前的参数</translation>
    </message>
</context>
<context>
    <name>rope::ui::AnimationDialog</name>
    <message>
        <source>&amp;Geometric (log) steps</source>
        <translation>等比（对数）步长(&amp;G)</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The named figure to animate; the current view&apos;s come first</source>
        <translation>要做成动画的命名图；当前视图的图排在前面</translation>
    </message>
    <message>
        <source>The parameter that moves from one frame to the next; the others stay as in the window</source>
        <translation>逐帧变化的参数；其他参数与窗口中一致</translation>
    </message>
    <message>
        <source>The value of the first frame</source>
        <translation>第一帧的取值</translation>
    </message>
    <message>
        <source>The value of the last frame</source>
        <translation>最后一帧的取值</translation>
    </message>
    <message>
        <source>Multiply by the same factor each frame (for the base and scaling factors)</source>
        <translation>每帧乘以同一个因子（适合底数和缩放因子）</translation>
    </message>
    <message>
        <source> fps</source>
        <translation> 帧/秒</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>每秒帧数</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long the animation runs</source>
        <translation>动画时长</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The size of the window the frames are drawn in; each frame is the figure cropped from it</source>
        <translation>绘制各帧所用窗口的大小；每一帧都是从中裁出的图</translation>
    </message>
    <message>
        <source>Preview draws a few frames here.</source>
        <translation>“预览”会在这里画出几帧。</translation>
    </message>
    <message>
        <source>&amp;Figure</source>
        <translation>图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Sweep</source>
        <translation>变化参数(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;From, to</source>
        <translation>起止值(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Timing</source>
        <translation>时间(&amp;T)</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>尺寸(&amp;Z)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Choose a file (.gif, .mp4 or .webm) and write every frame</source>
        <translation>选择文件（.gif、.mp4 或 .webm）并写入每一帧</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>Draw %1 frames spread over the sweep and play them here</source>
        <translation>在变化范围内均匀画出 %1 帧，并在这里播放</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>图</translation>
    </message>
    <message>
        <source>choose a figure</source>
        <translation>请选择一张图</translation>
    </message>
    <message>
        <source>frame %1: %2</source>
        <translation>第 %1 帧：%2</translation>
    </message>
    <message>
        <source>nothing was drawn</source>
        <translation>什么也没有画出</translation>
    </message>
    <message>
        <source>Drawing the preview…</source>
        <translation>正在绘制预览…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>preview cancelled</source>
        <translation>预览已取消</translation>
    </message>
    <message>
        <source>%1 of the %2 frames, at the animation&apos;s pace; %3 × %4 pixels.</source>
        <translation>%2 帧中的 %1 帧，按动画的节奏播放；%3 × %4 像素。</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
    <message>
        <source>the file must end in .gif, .mp4 or .webm</source>
        <translation>文件名必须以 .gif、.mp4 或 .webm 结尾</translation>
    </message>
    <message>
        <source>Exporting the animation…</source>
        <translation>正在导出动画…</translation>
    </message>
    <message>
        <source>Frame %1 of %2</source>
        <translation>第 %1 帧，共 %2 帧</translation>
    </message>
    <message>
        <source>cancelled; the file was left as it was</source>
        <translation>已取消；文件保持原样</translation>
    </message>
    <message>
        <source>GIF (*.gif);;MP4 video (*.mp4);;WebM video (*.webm)</source>
        <translation>GIF (*.gif);;MP4 视频 (*.mp4);;WebM 视频 (*.webm)</translation>
    </message>
</context>
<context>
    <name>rope::ui::BaseBoundView</name>
    <message>
        <source>How large must the base be for a context?</source>
        <translation>一段上下文需要多大的底数？</translation>
    </message>
    <message>
        <source>Men et al. 2024 (“Base of RoPE Bounds Context Length”) ask that a query still prefers a key like itself over a random one at every distance the model is trained on. With q = k that comes down to B&lt;sub&gt;m&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; cos(m·θ&lt;sub&gt;i&lt;/sub&gt;) ≥ 0 for every m ≤ L, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;. B&lt;sub&gt;0&lt;/sub&gt; = d/2; the sum falls and oscillates as m grows, and a larger base keeps it positive longer.</source>
        <translation>Men 等人 2024（“Base of RoPE Bounds Context Length”）要求：在模型训练过的每个距离上，query 仍然更偏向与自己相似的 key，而不是随机的 key。取 q = k，这归结为对每个 m ≤ L 都有 B&lt;sub&gt;m&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; cos(m·θ&lt;sub&gt;i&lt;/sub&gt;) ≥ 0，θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;。B&lt;sub&gt;0&lt;/sub&gt; = d/2；随着 m 增大，这个和一边下降一边振荡，底数越大，它保持为正的距离越长。</translation>
    </message>
    <message>
        <source>The rotary dimensions d: d/2 pairs in the sum</source>
        <translation>旋转维数 d：和式中有 d/2 个维度对</translation>
    </message>
    <message>
        <source>head dimension d</source>
        <translation>头维度 d</translation>
    </message>
    <message>
        <source>rope_theta of the curve below (or click the map)</source>
        <translation>下方曲线的 rope_theta（或点击热图选择）</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>The context length L of the curve below (or click the map)</source>
        <translation>下方曲线的上下文长度 L（或点击热图选择）</translation>
    </message>
    <message>
        <source>context L</source>
        <translation>上下文 L</translation>
    </message>
    <message>
        <source>context length L</source>
        <translation>上下文长度 L</translation>
    </message>
    <message>
        <source>distance m</source>
        <translation>距离 m</translation>
    </message>
    <message>
        <source>&lt;b&gt;1 · min&lt;sub&gt;m ≤ L&lt;/sub&gt; B&lt;sub&gt;m&lt;/sub&gt; for every base and context.&lt;/b&gt; Blue passes, red fails. Dots: models at their config&apos;s (max_position_embeddings, rope_theta); hollow where a scaling method changes θ&lt;sub&gt;i&lt;/sub&gt;, so that the plain criterion does not apply as it stands.</source>
        <translation>&lt;b&gt;1 · 每个底数与上下文下的 min&lt;sub&gt;m ≤ L&lt;/sub&gt; B&lt;sub&gt;m&lt;/sub&gt;。&lt;/b&gt;蓝色通过，红色失败。圆点：各模型配置中的（max_position_embeddings, rope_theta）；空心表示有缩放方法改变了 θ&lt;sub&gt;i&lt;/sub&gt;，原始判据不能直接套用。</translation>
    </message>
    <message>
        <source>&lt;b&gt;2 · B&lt;sub&gt;m&lt;/sub&gt; for the chosen base&lt;/b&gt;, from m = 0 to L (the band: least and greatest B&lt;sub&gt;m&lt;/sub&gt; in each stretch of m).</source>
        <translation>&lt;b&gt;2 · 所选底数下的 B&lt;sub&gt;m&lt;/sub&gt;&lt;/b&gt;，从 m = 0 到 L（色带：每一段 m 中 B&lt;sub&gt;m&lt;/sub&gt; 的最小值和最大值）。</translation>
    </message>
    <message>
        <source>Click the map to choose a base and a context.</source>
        <translation>点击热图以选择底数和上下文。</translation>
    </message>
    <message>
        <source>0: the bound</source>
        <translation>0：判据的界</translation>
    </message>
    <message>
        <source>&lt;b&gt;passes&lt;/b&gt;: B&lt;sub&gt;m&lt;/sub&gt; ≥ 0 for every m ≤ %1</source>
        <translation>&lt;b&gt;通过&lt;/b&gt;：对每个 m ≤ %1 都有 B&lt;sub&gt;m&lt;/sub&gt; ≥ 0</translation>
    </message>
    <message>
        <source>base %1, d = %2, L = %3: min B&lt;sub&gt;m&lt;/sub&gt; = %4 at m = %5; %6.</source>
        <translation>底数 %1，d = %2，L = %3：min B&lt;sub&gt;m&lt;/sub&gt; = %4，出现在 m = %5；%6。</translation>
    </message>
    <message>
        <source>d = %1 · curve: base %2, L = %3</source>
        <translation>d = %1 · 曲线：底数 %2，L = %3</translation>
    </message>
    <message>
        <source>d = %1. The boundary is not monotone in the base: at d = 128 and L = 32k, 1.5·10⁶ passes, 1.7·10⁶ fails (B&lt;sub&gt;m&lt;/sub&gt; &amp;lt; 0 first at m = 28220) and 1.9·10⁶ passes again. The lower bound Men et al. give for 32k, 6.4·10⁵, passes at 16k but fails at 32k by this criterion (first at m = 27685).</source>
        <translation>d = %1。边界对底数并不单调：在 d = 128、L = 32k 时，1.5·10⁶ 通过，1.7·10⁶ 失败（B&lt;sub&gt;m&lt;/sub&gt; 在 m = 28220 处首次小于 0），1.9·10⁶ 又通过。Men 等人给 32k 的底数下界 6.4·10⁵，按这一判据在 16k 时通过，在 32k 时失败（首次在 m = 27685）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;fails&lt;/b&gt;: B&lt;sub&gt;m&lt;/sub&gt; &amp;lt; 0 first at m = %1</source>
        <translation>&lt;b&gt;失败&lt;/b&gt;：B&lt;sub&gt;m&lt;/sub&gt; 在 m = %1 处首次小于 0</translation>
    </message>
    <message>
        <source>the chosen base and context (its Bₘ: section 2)</source>
        <translation>所选的底数和上下文（其 Bₘ 见第 2 部分）</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>min Bₘ, m ≤ L</source>
        <translation>min Bₘ，m ≤ L</translation>
    </message>
    <message>
        <source>Bₘ = Σ cos(m·θᵢ)</source>
        <translation>Bₘ = Σ cos(m·θᵢ)</translation>
    </message>
    <message>
        <source>Bₘ, base %1</source>
        <translation>Bₘ，底数 %1</translation>
    </message>
    <message>
        <source>first m with Bₘ &lt; 0</source>
        <translation>Bₘ &lt; 0 的第一个 m</translation>
    </message>
</context>
<context>
    <name>rope::ui::CheckpointGlanceView</name>
    <message>
        <source>&amp;Open Checkpoint…</source>
        <translation>打开检查点(&amp;O)…</translation>
    </message>
    <message>
        <source>A whole checkpoint: which frequencies does each head use?</source>
        <translation>整个检查点：每个头用的是哪些频率？</translation>
    </message>
    <message>
        <source>Every layer and head of a local .safetensors checkpoint at once. For each query head: the share of its W_Q weight (the squared norms of its rows, pair by pair) in the &lt;b&gt;slow pairs&lt;/b&gt;, those whose wavelength 2π/θ&lt;sub&gt;i&lt;/sub&gt; is longer than the training length, so they never complete a turn over a training context. &lt;b&gt;Weights stand in for activations here&lt;/b&gt;: what a head computes is W·x for the tokens it sees, so a pair with small weights cannot carry much, but a pair with large weights need not be used. Read a head&apos;s rows at a time, memory-mapped: a large model needs little memory.</source>
        <translation>一次看完本地 .safetensors 检查点的所有层和头。对每个 query 头：它的 W_Q 权重（各行范数的平方，逐对相加）落在&lt;b&gt;慢速对&lt;/b&gt;里的占比——这些对的波长 2π/θ&lt;sub&gt;i&lt;/sub&gt; 比训练长度还长，在一个训练上下文里转不满一圈。&lt;b&gt;这里用权重代替激活值&lt;/b&gt;：头真正计算的是它看到的 token 的 W·x，所以权重小的对承载不了多少信息，但权重大的对也未必真被用到。每次只读一个头的行，内存映射：大模型也只需很少内存。</translation>
    </message>
    <message>
        <source>A .safetensors file, a model.safetensors.index.json, or their folder</source>
        <translation>一个 .safetensors 文件、一个 model.safetensors.index.json，或它们所在的文件夹</translation>
    </message>
    <message>
        <source>The layer whose heads × dimensions map is shown (or click a row of the grid)</source>
        <translation>下方显示哪一层的“头 × 维度”图（也可以点击网格中的一行）</translation>
    </message>
    <message>
        <source>Layer shown below</source>
        <translation>下方显示的层</translation>
    </message>
    <message>
        <source>Click a cell to open that head in the one-head view.</source>
        <translation>点击一个格子，在单头视图中打开那个头。</translation>
    </message>
    <message>
        <source>Click a column to mark its pair in both maps.</source>
        <translation>点击一列，在两张图中标出它所属的对。</translation>
    </message>
    <message>
        <source>Reading every layer of %1 …</source>
        <translation>正在读取 %1 的所有层 …</translation>
    </message>
    <message>
        <source>Cannot read this checkpoint: %1</source>
        <translation>无法读取这个检查点：%1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Weights: %1
Config: %2</source>
        <translation>权重：%1
配置：%2</translation>
    </message>
    <message>
        <source>%1 layers, %2 query heads and %3 key heads of d = %4 (%5 pairing). Training length L = %6 (%7): %8 of %9 pairs are slower than one turn over it.</source>
        <translation>%1 层，%2 个 query 头和 %3 个 key 头，d = %4（配对方式：%5）。训练长度 L = %6（%7）：%9 个对中有 %8 个在其中转不满一圈。</translation>
    </message>
    <message>
        <source>Skipped: %1.</source>
        <translation>跳过：%1。</translation>
    </message>
    <message>
        <source>query head</source>
        <translation>query 头</translation>
    </message>
    <message>
        <source>layer (row)</source>
        <translation>层（行）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Share of ‖W_Q‖² in the slow pairs&lt;/b&gt;, layer × head (mean %1)</source>
        <translation>&lt;b&gt;‖W_Q‖² 在慢速对中的占比&lt;/b&gt;，层 × 头（平均 %1）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Share of ‖W_Q‖² in the %2 slow pairs&lt;/b&gt; (i = %3 … %4), layer × head (mean %1)</source>
        <translation>&lt;b&gt;‖W_Q‖² 在 %2 个慢速对（i = %3 … %4）中的占比&lt;/b&gt;，层 × 头（平均 %1）</translation>
    </message>
    <message>
        <source>low-frequency share</source>
        <translation>低频占比</translation>
    </message>
    <message>
        <source>Toward yellow: more of a head&apos;s query weight sits in pairs slower than one turn over L, content that survives any distance; toward purple: a head that leans on the fast pairs, on position. Rows are the layers read in order (row 0 is layer %1); a NoPE layer, where no pair turns, would be a grey row.</source>
        <translation>越接近黄色：头的 query 权重越多落在 L 内转不满一圈的对里，承载的是任何距离都保留下来的内容；越接近紫色：头越偏重快速对，依赖位置。各行按读取顺序排列（第 0 行是第 %1 层）；NoPE 层（其中没有任何对旋转）会显示为灰色行。</translation>
    </message>
    <message>
        <source>component of the head, as stored</source>
        <translation>头的分量（按存储顺序）</translation>
    </message>
    <message>
        <source>&lt;b&gt;As stored&lt;/b&gt;: ‖W_Q[c, :]‖, layer %1</source>
        <translation>&lt;b&gt;按存储顺序&lt;/b&gt;：‖W_Q[c, :]‖，第 %1 层</translation>
    </message>
    <message>
        <source>row norm</source>
        <translation>行范数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair by pair&lt;/b&gt;: the same rows, partners together</source>
        <translation>&lt;b&gt;逐对排列&lt;/b&gt;：同样的行，配对的分量放在一起</translation>
    </message>
    <message>
        <source>Marked: &lt;b&gt;pair %1&lt;/b&gt; = components %2 and %3 (θ = %4 rad per position, wavelength %5). Under %6 pairing a pair&apos;s partners are %7; pair by pair they stand side by side. The two layouts hold the same pairs, so the bands of one are the neighbouring columns of the other.</source>
        <translation>已标出：&lt;b&gt;对 %1&lt;/b&gt; = 分量 %2 和 %3（θ = 每个位置 %4 弧度，波长 %5）。在%6下，一对的两个分量%7；逐对排列时它们并排。两种布局含有同样的对，所以一种布局中的两条带就是另一种布局中相邻的两列。</translation>
    </message>
    <message>
        <source>∞ (NoPE)</source>
        <translation>∞（NoPE）</translation>
    </message>
    <message>
        <source>d/2 = %1 columns apart</source>
        <translation>相隔 d/2 = %1 列</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>相邻</translation>
    </message>
    <message>
        <source>%1, layer row %2, pair %3</source>
        <translation>%1，层第 %2 行，对 %3</translation>
    </message>
    <message>
        <source>pair i at columns 2i, 2i + 1 (fast → slow)</source>
        <translation>对 i 在第 2i、2i + 1 列（快 → 慢）</translation>
    </message>
    <message>
        <source>config %1</source>
        <translation>配置 %1</translation>
    </message>
    <message>
        <source>&amp;Demo Checkpoint</source>
        <translation>示例检查点(&amp;D)</translation>
    </message>
    <message>
        <source>A small made-up checkpoint the app writes itself (%1 layers, %2 heads, d = %3): random weights whose slow pairs grow with depth, one fast-pair head per layer, one massive pair</source>
        <translation>本应用自己写出的一个小型虚构检查点（%1 层，%2 个头，d = %3）：权重随机，慢速对的分量随层加深而变大，每层有一个偏重快速对的头，还有一个特别大的对</translation>
    </message>
    <message>
        <source>No checkpoint open. Open Checkpoint… reads a .safetensors file, or a folder with its model.safetensors.index.json, and the model&apos;s config.json next to it; Demo Checkpoint opens a small made-up one.</source>
        <translation>尚未打开检查点。“打开检查点…”读取 .safetensors 文件，或带有 model.safetensors.index.json 的文件夹，以及旁边模型的 config.json；“示例检查点”打开一个小型的虚构检查点。</translation>
    </message>
</context>
<context>
    <name>rope::ui::ClockGrid</name>
    <message>
        <source>&lt;b&gt;Pair %1&lt;/b&gt; (components %2 and %3)&lt;br&gt;θ = %4 rad per position&lt;br&gt;wavelength λ = 2π/θ = %5 positions&lt;br&gt;term A cos Δθ + B sin Δθ = %6</source>
        <translation>&lt;b&gt;第 %1 对&lt;/b&gt;（分量 %2 和 %3）&lt;br&gt;θ = 每个位置 %4 弧度&lt;br&gt;波长 λ = 2π/θ = %5 个位置&lt;br&gt;项 A cos Δθ + B sin Δθ = %6</translation>
    </message>
</context>
<context>
    <name>rope::ui::ClocksView</name>
    <message>
        <source>q at m, turned by m·θ&lt;sub&gt;i&lt;/sub&gt;</source>
        <translation>位于 m 的 q，转了 m·θ&lt;sub&gt;i&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>k at n, turned by n·θ&lt;sub&gt;i&lt;/sub&gt;</source>
        <translation>位于 n 的 k，转了 n·θ&lt;sub&gt;i&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>angle between them</source>
        <translation>两者之间的夹角</translation>
    </message>
    <message>
        <source>rim: fast (yellow) → slow (purple)</source>
        <translation>外圈：快（黄）→ 慢（紫）</translation>
    </message>
    <message>
        <source>Does the score depend only on m − n?</source>
        <translation>分数只依赖 m − n 吗？</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play / Pause the positions (Space)</source>
        <translation>播放 / 暂停位置变化（空格）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Advance by one position, smoothly (Right arrow)</source>
        <translation>平滑地前进一个位置（右方向键）</translation>
    </message>
    <message>
        <source>Move both (m and n)</source>
        <translation>两者一起移动（m 和 n）</translation>
    </message>
    <message>
        <source>m and n advance together: every hand turns, every angle between them and the score stay fixed.</source>
        <translation>m 和 n 一起前进：每根指针都在转，但每个夹角和分数保持不变。</translation>
    </message>
    <message>
        <source>Move query (m only)</source>
        <translation>只移动 query（仅 m）</translation>
    </message>
    <message>
        <source>Only m advances: Δ grows, the relative angles and the score change.</source>
        <translation>只有 m 前进：Δ 增大，相对角度和分数随之改变。</translation>
    </message>
    <message>
        <source>%1 positions/s</source>
        <translation>每秒 %1 个位置</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Score (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = Σ bars = %1 &amp;nbsp; at m = %2, n = %3 (Δ = %4)</source>
        <translation>m = %2、n = %3（Δ = %4）时的分数 (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = 各柱之和 = %1</translation>
    </message>
    <message>
        <source>Moving q and k together: every hand turns, the angles between them do not.</source>
        <translation>q 与 k 一起移动：每根指针都在转，它们之间的夹角不变。</translation>
    </message>
    <message>
        <source>Moving only the query: Δ changes, and with it every pair&apos;s term.</source>
        <translation>只移动 query：Δ 改变，每一对的项随之改变。</translation>
    </message>
    <message>
        <source>bar: the pair&apos;s term A&lt;sub&gt;i&lt;/sub&gt;cos Δθ&lt;sub&gt;i&lt;/sub&gt; + B&lt;sub&gt;i&lt;/sub&gt;sin Δθ&lt;sub&gt;i&lt;/sub&gt; above 0,</source>
        <translation>柱：该对的项 A&lt;sub&gt;i&lt;/sub&gt;cos Δθ&lt;sub&gt;i&lt;/sub&gt; + B&lt;sub&gt;i&lt;/sub&gt;sin Δθ&lt;sub&gt;i&lt;/sub&gt;，大于 0，</translation>
    </message>
    <message>
        <source>below 0</source>
        <translation>小于 0</translation>
    </message>
    <message>
        <source>The same q and k shifted together by %1 positions (m = %2, n = %3): score %4. The bars sum to the dot product of the rotated vectors, %5.</source>
        <translation>同样的 q 和 k 一起平移 %1 个位置（m = %2，n = %3）：分数 %4。各柱之和等于旋转后向量的点积 %5。</translation>
    </message>
    <message>
        <source> &lt;i&gt;(Here each position holds a different token, so shifting changes the tokens too. With constant q and k the score would not change.)&lt;/i&gt;</source>
        <translation> &lt;i&gt;（这里每个位置是不同的 token，平移也会换掉 token。若 q、k 恒定，分数就不会变。）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>m and n move together</source>
        <translation>m 与 n 一起移动</translation>
    </message>
    <message>
        <source>only m moves</source>
        <translation>只移动 m</translation>
    </message>
</context>
<context>
    <name>rope::ui::CompareView</name>
    <message>
        <source>Two implementations: where do two RoPE codes disagree?</source>
        <translation>两种实现：两份 RoPE 代码在哪里不一致？</translation>
    </message>
    <message>
        <source>Ports break when one code pairs, turns or counts positions differently from the other (%1). Set how each implementation applies RoPE; the same q and k are scored under both. At Δ = 0 nothing turns, so every convention agrees and a test at position 0 passes; the difference grows with |Δ|. On real code, &lt;code&gt;rope-explorer diagnose --input x.npy --rotated y.npy&lt;/code&gt; names the convention from rows before and after it.</source>
        <translation>当一份代码的配对、旋转方向或位置计数与另一份不同时，移植就会出错（%1）。设定每种实现如何施加 RoPE；同样的 q 和 k 在两者下分别打分。Δ = 0 时什么都不转，所有约定都一致，位置 0 上的测试会通过；差异随 |Δ| 增大。对真实代码，&lt;code&gt;rope-explorer diagnose --input x.npy --rotated y.npy&lt;/code&gt; 可由前后的行说出所用的约定。</translation>
    </message>
    <message>
        <source>pairing</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>position offset</source>
        <translation>位置偏移</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (reference)</source>
        <translation>&lt;b&gt;A&lt;/b&gt;（参考）</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (the port)</source>
        <translation>&lt;b&gt;B&lt;/b&gt;（移植版）</translation>
    </message>
    <message>
        <source>Set B to a common porting bug…</source>
        <translation>把 B 设为一个常见的移植错误…</translation>
    </message>
    <message>
        <source>the other pairing (a Meta ↔ Hugging Face port)</source>
        <translation>另一种配对（Meta ↔ Hugging Face 移植）</translation>
    </message>
    <message>
        <source>turning clockwise (the sign of sin flipped)</source>
        <translation>顺时针旋转（sin 的符号反了）</translation>
    </message>
    <message>
        <source>positions counted from 1</source>
        <translation>位置从 1 开始计数</translation>
    </message>
    <message>
        <source>another base</source>
        <translation>另一个底数</translation>
    </message>
    <message>
        <source>Makes B a copy of A with one classic mistake</source>
        <translation>让 B 成为 A 的副本，只带一个典型错误</translation>
    </message>
    <message>
        <source>Δ = m − n</source>
        <translation>Δ = m − n</translation>
    </message>
    <message>
        <source>score q̃·k̃</source>
        <translation>分数 q̃·k̃</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>(2i, 2i+1) interleaved</source>
        <translation>(2i, 2i+1) 交错</translation>
    </message>
    <message>
        <source>(i, i + d/2) half-split</source>
        <translation>(i, i + d/2) 前后半</translation>
    </message>
    <message>
        <source>Which components turn together: Meta&apos;s and GPT-J&apos;s code pair neighbours, Hugging Face&apos;s rotate_half pairs i with i + d/2</source>
        <translation>哪些分量一起旋转：Meta 和 GPT-J 的代码把相邻分量配对，Hugging Face 的 rotate_half 把 i 与 i + d/2 配对</translation>
    </message>
    <message>
        <source>counter-clockwise (+pθ)</source>
        <translation>逆时针（+pθ）</translation>
    </message>
    <message>
        <source>clockwise (−pθ)</source>
        <translation>顺时针（−pθ）</translation>
    </message>
    <message>
        <source>Clockwise is what a flipped sign of sin, or a conjugate in the complex form, gives</source>
        <translation>sin 的符号反了，或复数形式里多了一个共轭，就会变成顺时针</translation>
    </message>
    <message>
        <source>The position the code uses for token p (1: it counts from 1)</source>
        <translation>代码对第 p 个 token 使用的位置（1：从 1 开始计数）</translation>
    </message>
    <message>
        <source>the app&apos;s base</source>
        <translation>本应用的底数</translation>
    </message>
    <message>
        <source>θ_i = base^(−2i/d)</source>
        <translation>θ_i = base^(−2i/d)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scores agree at every Δ&lt;/b&gt; (max |B − A| = %1).</source>
        <translation>&lt;b&gt;每个 Δ 上的分数都一致&lt;/b&gt;（最大 |B − A| = %1）。</translation>
    </message>
    <message>
        <source> Yet the codes rotate q differently (max %1 between R&lt;sub&gt;A&lt;/sub&gt;·q and R&lt;sub&gt;B&lt;/sub&gt;·q at m = %2): an offset moves q and k together and the score sees only m − n. Scores cannot show it; the rotated vectors can, and &lt;code&gt;diagnose&lt;/code&gt; reads them.</source>
        <translation>但两份代码对 q 的旋转不同（m = %2 处 R&lt;sub&gt;A&lt;/sub&gt;·q 与 R&lt;sub&gt;B&lt;/sub&gt;·q 最多相差 %1）：偏移同时移动 q 和 k，而分数只看 m − n。分数看不出来，旋转后的向量可以，&lt;code&gt;diagnose&lt;/code&gt; 读的正是它们。</translation>
    </message>
    <message>
        <source> A and B are the same convention here.</source>
        <translation> 这里 A 和 B 是同一种约定。</translation>
    </message>
    <message>
        <source>&lt;b&gt;At Δ = 0 the codes agree&lt;/b&gt; (|B − A| = %1): nothing turns at Δ = 0, so a test at position 0 passes. They part from |Δ| = %2 on and differ by up to &lt;b&gt;%3&lt;/b&gt; over |Δ| ≤ %4.</source>
        <translation>&lt;b&gt;Δ = 0 时两份代码一致&lt;/b&gt;（|B − A| = %1）：Δ = 0 时什么都不转，所以位置 0 上的测试会通过。从 |Δ| = %2 起它们分开，在 |Δ| ≤ %4 内最多相差 &lt;b&gt;%3&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Lengths unchanged:&lt;/b&gt; ‖q‖ = %1, ‖R&lt;sub&gt;A&lt;/sub&gt;·q‖ = %2, ‖R&lt;sub&gt;B&lt;/sub&gt;·q‖ = %3. Both codes rotate, so a norm check cannot catch the difference.</source>
        <translation>&lt;br&gt;&lt;b&gt;长度不变：&lt;/b&gt;‖q‖ = %1，‖R&lt;sub&gt;A&lt;/sub&gt;·q‖ = %2，‖R&lt;sub&gt;B&lt;/sub&gt;·q‖ = %3。两份代码都是旋转，所以检查范数发现不了差别。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; logits · diagonal spread %1</source>
        <translation>&lt;b&gt;A&lt;/b&gt; 的 logits · 对角线差值 %1</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; logits · diagonal spread %1</source>
        <translation>&lt;b&gt;B&lt;/b&gt; 的 logits · 对角线差值 %1</translation>
    </message>
    <message>
        <source>Same q and k over the first %1 positions: the logit maps are identical (max |B − A| = %2).</source>
        <translation>前 %1 个位置上同样的 q 和 k：两张 logit 图完全相同（最大 |B − A| = %2）。</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>A: %1. B: %2.&lt;br&gt;</source>
        <translation>A：%1。B：%2。&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1, %2, position p %3 %4, base %5</source>
        <translation>%1，%2，位置 p %3 %4，底数 %5</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Lengths equal:&lt;/b&gt; ‖R&lt;sub&gt;A&lt;/sub&gt;·q‖ = %2 and ‖R&lt;sub&gt;B&lt;/sub&gt;·q‖ = %3, both the attention factor %4 times ‖q‖ = %1. Both codes rotate and scale alike, so a norm check cannot catch the difference.</source>
        <translation>&lt;br&gt;&lt;b&gt;长度相等：&lt;/b&gt;‖R&lt;sub&gt;A&lt;/sub&gt;·q‖ = %2，‖R&lt;sub&gt;B&lt;/sub&gt;·q‖ = %3，都是注意力因子 %4 乘以 ‖q‖ = %1。两份代码旋转和缩放方式相同，所以检查范数发现不了差别。</translation>
    </message>
    <message>
        <source>&lt;br&gt;The app&apos;s fixed θ is not used here: both codes turn pair i by θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;.</source>
        <translation>&lt;br&gt;这里不使用本应用的固定 θ：两份代码都让第 i 对按 θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; 旋转。</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A：%1 · B：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not shown:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;未显示：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Same q and k over the first %1 positions: the logits differ by up to &lt;b&gt;%2&lt;/b&gt;. Weights trained under A meet a different pattern of angles under B: each map is still a clean function of Δ, but not the same one, though every vector keeps its length.</source>
        <translation>前 %1 个位置上同样的 q 和 k：logits 最多相差 &lt;b&gt;%2&lt;/b&gt;。在 A 下训练的权重到了 B 下会遇到另一种角度模式：每张图仍是 Δ 的干净函数，但不是同一个函数，尽管每个向量的长度都不变。</translation>
    </message>
</context>
<context>
    <name>rope::ui::DockStrips</name>
    <message>
        <source>Open %1</source>
        <translation>打开%1</translation>
    </message>
</context>
<context>
    <name>rope::ui::DockTitleBar</name>
    <message>
        <source>Collapse %1 to a narrow strip: the figure takes the width</source>
        <translation>把%1收成窄条：图占用这片宽度</translation>
    </message>
    <message>
        <source>Put %1 back beside the figure</source>
        <translation>把%1放回图旁</translation>
    </message>
    <message>
        <source>Float %1 over the window</source>
        <translation>让%1浮在窗口上</translation>
    </message>
    <message>
        <source>Close %1 (the View or Help menu opens it again)</source>
        <translation>关闭%1（“视图”或“帮助”菜单可再打开）</translation>
    </message>
</context>
<context>
    <name>rope::ui::ExportDialog</name>
    <message>
        <source>Stamp the parameters under the figure</source>
        <translation>在图下方注明参数</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>The view to export, or the whole window</source>
        <translation>要导出的视图，或整个窗口</translation>
    </message>
    <message>
        <source>1× (screen size)</source>
        <translation>1×（屏幕大小）</translation>
    </message>
    <message>
        <source>2× (slides, high-DPI)</source>
        <translation>2×（幻灯片、高分屏）</translation>
    </message>
    <message>
        <source>3× (print)</source>
        <translation>3×（打印）</translation>
    </message>
    <message>
        <source>Pixels per screen pixel; SVG and PDF are vector and ignore it</source>
        <translation>每个屏幕像素对应的像素数；SVG 和 PDF 是矢量，忽略此项</translation>
    </message>
    <message>
        <source>The file&apos;s suffix decides the format: .png, .svg or .pdf</source>
        <translation>文件后缀决定格式：.png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>The caption under the figure; edit it freely</source>
        <translation>图下方的说明文字；可自由编辑</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose the file and its format</source>
        <translation>选择文件及其格式</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>缩放(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Caption</source>
        <translation>说明(&amp;C)</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 绘图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>The file name must end in .png, .svg or .pdf.</source>
        <translation>文件名必须以 .png、.svg 或 .pdf 结尾。</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
</context>
<context>
    <name>rope::ui::FiguresDialog</name>
    <message>
        <source>Stamp the parameters under each figure</source>
        <translation>在每张图下方标注参数</translation>
    </message>
    <message>
        <source>Export Figures</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Tick the figures to export; (q1 … q10) name the cheat-sheet questions they answer</source>
        <translation>勾选要导出的图；（q1 … q10）是它们回答的速查问题</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>全不选(&amp;N)</translation>
    </message>
    <message>
        <source>The folder for the figures and index.html, a gallery to open in a browser</source>
        <translation>存放图和 index.html（可在浏览器中打开的图库）的文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>1× (screen size)</source>
        <translation>1×（屏幕大小）</translation>
    </message>
    <message>
        <source>2× (slides, high-DPI)</source>
        <translation>2×（幻灯片、高分屏）</translation>
    </message>
    <message>
        <source>3× (print)</source>
        <translation>3×（打印）</translation>
    </message>
    <message>
        <source>Pixels per screen pixel for PNG; SVG and PDF are vector</source>
        <translation>PNG 每个屏幕像素对应的像素数；SVG 和 PDF 为矢量</translation>
    </message>
    <message>
        <source>F&amp;older</source>
        <translation>文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>缩放(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Tick at least one figure.</source>
        <translation>请至少勾选一张图。</translation>
    </message>
    <message>
        <source>Choose at least one format.</source>
        <translation>请至少选择一种格式。</translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation>请选择一个文件夹。</translation>
    </message>
    <message>
        <source>Exporting figures…</source>
        <translation>正在导出图…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
</context>
<context>
    <name>rope::ui::FileActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>打开会话(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Session…</source>
        <translation>保存会话(&amp;S)…</translation>
    </message>
    <message>
        <source>Save every parameter and the current view to a JSON file</source>
        <translation>把所有参数和当前视图保存为 JSON 文件</translation>
    </message>
    <message>
        <source>Open &amp;Model Config…</source>
        <translation>打开模型配置(&amp;M)…</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json: head dimension, base, scaling, partial rotary</source>
        <translation>读取 Hugging Face config.json：头维度、底数、缩放、部分旋转</translation>
    </message>
    <message>
        <source>Load &amp;Tensors…</source>
        <translation>加载张量(&amp;T)…</translation>
    </message>
    <message>
        <source>Show the attention of your own Q, K (and V) from .npy files</source>
        <translation>用 .npy 文件中你自己的 Q、K（和 V）显示注意力</translation>
    </message>
    <message>
        <source>&amp;Export View…</source>
        <translation>导出视图(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the current view as PNG, SVG or PDF, for slides</source>
        <translation>把当前视图保存为 PNG、SVG 或 PDF，用于幻灯片</translation>
    </message>
    <message>
        <source>Export Win&amp;dow…</source>
        <translation>导出窗口(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the whole window as PNG, SVG or PDF</source>
        <translation>把整个窗口保存为 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <source>Settin&amp;gs…</source>
        <translation>设置(&amp;G)…</translation>
    </message>
    <message>
        <source>Language and other preferences</source>
        <translation>语言及其他偏好</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close RoPE Explorer (the parameters are remembered)</source>
        <translation>关闭 RoPE Explorer（参数会被记住）</translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation>复制图片(&amp;C)</translation>
    </message>
    <message>
        <source>Put the current view on the clipboard as an image, to paste into slides</source>
        <translation>把当前视图作为图像放到剪贴板，便于粘贴到幻灯片</translation>
    </message>
    <message>
        <source>Copy &amp;State String</source>
        <translation>复制状态字符串(&amp;S)</translation>
    </message>
    <message>
        <source>A short text with every parameter, to share in a chat message</source>
        <translation>包含所有参数的一段短文本，可在聊天消息中分享</translation>
    </message>
    <message>
        <source>&amp;Paste State String</source>
        <translation>粘贴状态字符串(&amp;P)</translation>
    </message>
    <message>
        <source>Paste State String</source>
        <translation>粘贴状态字符串</translation>
    </message>
    <message>
        <source>Adopt the parameters of a state string (rope1.…) on the clipboard</source>
        <translation>采用剪贴板上状态字符串（rope1.…）中的参数</translation>
    </message>
    <message>
        <source>The articles&apos; toy experiments</source>
        <translation>文章中的对照实验</translation>
    </message>
    <message>
        <source>Real models (from their config.json)</source>
        <translation>真实模型（来自其 config.json）</translation>
    </message>
    <message>
        <source>%1
Pairing: %2. Source: %3.</source>
        <translation>%1
配对：%2。来源：%3。</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message numerus="yes">
        <source>Model config %1: d = %2, base %3; %n key(s) not used</source>
        <translation>
            <numerusform>模型配置 %1：d = %2，底数 %3；%n 个键未使用</numerusform>
        </translation>
    </message>
    <message>
        <source>Not applied: %1.</source>
        <translation>未应用：%1。</translation>
    </message>
    <message>
        <source>Parameters taken from the state string</source>
        <translation>已采用状态字符串中的参数</translation>
    </message>
    <message>
        <source>State string copied: paste it anywhere, then Edit → Paste State String</source>
        <translation>状态字符串已复制：粘贴到任意处，之后用 编辑 → 粘贴状态字符串</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard (2× image with caption)</source>
        <translation>已把%1复制到剪贴板（2× 图像，带说明）</translation>
    </message>
    <message>
        <source>Preset: %1 (%2)</source>
        <translation>预设：%1（%2）</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>RoPE Explorer sessions (*.json)</source>
        <translation>RoPE Explorer 会话 (*.json)</translation>
    </message>
    <message>
        <source>Open Model Config</source>
        <translation>打开模型配置</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Hugging Face 配置 (config.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Loaded %1 tokens of d = %2 at positions %3 … %4</source>
        <translation>已加载 %1 个 d = %2 的 token，位于位置 %3 … %4</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>the model&apos;s RoPE cannot be shown: %1</source>
        <translation>无法显示该模型的 RoPE：%1</translation>
    </message>
    <message>
        <source>no longer exists; it was removed from the list.</source>
        <translation>已不存在，已从列表中移除。</translation>
    </message>
    <message>
        <source>Export &amp;Figures…</source>
        <translation>导出多张图(&amp;F)…</translation>
    </message>
    <message>
        <source>Save a chosen set of the named figures, with a gallery page to pick slides from</source>
        <translation>保存选定的一组命名图，并附一个图库页，方便挑选幻灯片</translation>
    </message>
    <message>
        <source>&amp;Export This Figure…</source>
        <translation>导出这张图(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Copy This Figure</source>
        <translation>复制这张图(&amp;C)</translation>
    </message>
    <message>
        <source>Exported %1 files to %2</source>
        <translation>已导出 %1 个文件到 %2</translation>
    </message>
    <message>
        <source>Open &amp;Weights…</source>
        <translation>打开权重(&amp;W)…</translation>
    </message>
    <message>
        <source>Read one head of a local .safetensors checkpoint: which frequencies it uses</source>
        <translation>读取本地 .safetensors 检查点中的一个头：它使用哪些频率</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <source>the window has no checkpoint view</source>
        <translation>窗口中没有检查点视图</translation>
    </message>
    <message>
        <source>is not a session, a config.json or a .safetensors checkpoint</source>
        <translation>既不是会话文件，也不是 config.json 或 .safetensors 检查点</translation>
    </message>
    <message>
        <source>is a folder with no .safetensors checkpoint in it</source>
        <translation>是一个文件夹，其中没有 .safetensors 检查点</translation>
    </message>
    <message>
        <source>Restore parameters and view from a saved session file or an exported figure</source>
        <translation>从已保存的会话文件或导出的图恢复参数和视图</translation>
    </message>
    <message>
        <source>Scene restored from the figure %1</source>
        <translation>已从图 %1 恢复场景</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>RoPE Explorer sessions and exported figures (*.json *.png *.svg *.pdf);;All files (*)</source>
        <translation>RoPE Explorer 会话和导出的图 (*.json *.png *.svg *.pdf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export &amp;Animation…</source>
        <translation>导出动画(&amp;A)…</translation>
    </message>
    <message>
        <source>A figure as a GIF, MP4 or WebM while one parameter sweeps (m, the base, P…)</source>
        <translation>让一个参数逐帧变化（m、底数、P…），把图导出为 GIF、MP4 或 WebM</translation>
    </message>
    <message>
        <source>Animation exported to %1</source>
        <translation>动画已导出到 %1</translation>
    </message>
</context>
<context>
    <name>rope::ui::FrequencyView</name>
    <message>
        <source>Which pairs are second hands, which are hour hands?</source>
        <translation>哪些对是秒针，哪些是时针？</translation>
    </message>
    <message>
        <source>Compare bases:</source>
        <translation>比较底数：</translation>
    </message>
    <message>
        <source>Overlay the wavelengths for other bases</source>
        <translation>叠加其他底数下的波长</translation>
    </message>
    <message>
        <source>A base to compare with</source>
        <translation>用于比较的底数</translation>
    </message>
    <message>
        <source>pair index i (fast → slow)</source>
        <translation>对的序号 i（快 → 慢）</translation>
    </message>
    <message>
        <source>θᵢ (radians per position)</source>
        <translation>θᵢ（每个位置的弧度）</translation>
    </message>
    <message>
        <source>λᵢ without scaling</source>
        <translation>未缩放的 λᵢ</translation>
    </message>
    <message>
        <source>θᵢ (left axis)</source>
        <translation>θᵢ（左轴）</translation>
    </message>
    <message>
        <source>λᵢ (right axis)</source>
        <translation>λᵢ（右轴）</translation>
    </message>
    <message>
        <source>cos(p·θᵢ)</source>
        <translation>cos(p·θᵢ)</translation>
    </message>
    <message>
        <source>sin(p·θᵢ)</source>
        <translation>sin(p·θᵢ)</translation>
    </message>
    <message>
        <source>angle p·θᵢ mod 2π</source>
        <translation>角度 p·θᵢ mod 2π</translation>
    </message>
    <message>
        <source>What the tables show for position p and pair i</source>
        <translation>表格显示位置 p、第 i 对的哪个量</translation>
    </message>
    <message>
        <source>as the current pairing stores it</source>
        <translation>按当前配对方式的存储</translation>
    </message>
    <message>
        <source>interleaved: [θ₀, θ₀, θ₁, θ₁, …]</source>
        <translation>交错：[θ₀, θ₀, θ₁, θ₁, …]</translation>
    </message>
    <message>
        <source>half-split: [θ₀ … θ_{d/2−1}, θ₀ … θ_{d/2−1}]</source>
        <translation>前后半：[θ₀ … θ_{d/2−1}, θ₀ … θ_{d/2−1}]</translation>
    </message>
    <message>
        <source>Which pairing&apos;s per-dimension cos/sin cache the right table shows</source>
        <translation>右表显示哪种配对方式的逐维 cos/sin 缓存</translation>
    </message>
    <message>
        <source>position p = %1, pair i = %2: %3</source>
        <translation>位置 p = %1，第 i = %2 对：%3</translation>
    </message>
    <message>
        <source>position p = %1, dimension j = %2 (pair %3): %4</source>
        <translation>位置 p = %1，维度 j = %2（第 %3 对）：%4</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Per dimension,</source>
        <translation>逐维，</translation>
    </message>
    <message>
        <source>λᵢ, base %1</source>
        <translation>λᵢ，底数 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair %1&lt;/b&gt;: θ = %2 rad per position · λ = %3 positions · turns within N = %4: N·θ/2π = &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 %1 对&lt;/b&gt;：θ = 每个位置 %2 弧度 · λ = %3 个位置 · N = %4 内转的圈数：N·θ/2π = &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>第 i 对</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; by position and pair</source>
        <translation>按位置和对排列的 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>dimension j of the cos/sin cache</source>
        <translation>cos/sin 缓存的维度 j</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; per dimension, %2 layout</source>
        <translation>逐维的 &lt;b&gt;%1&lt;/b&gt;，%2布局</translation>
    </message>
    <message>
        <source> Rows are means over %1 positions: fast pairs average out to 0 at this zoom.</source>
        <translation> 每行是 %1 个位置的均值：在此缩放下快对平均为 0。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The angle table.&lt;/b&gt; Left: p·θ&lt;sub&gt;i&lt;/sub&gt; for every position and pair: fast pairs (left columns) cycle many times, slow pairs barely change. Right: the same numbers laid out per dimension, as an implementation caches them: half-split (rotate_half) pairs column j with j + d/2, so it repeats the frequencies as [θ&lt;sub&gt;0&lt;/sub&gt; … θ&lt;sub&gt;d/2−1&lt;/sub&gt;, θ&lt;sub&gt;0&lt;/sub&gt; … θ&lt;sub&gt;d/2−1&lt;/sub&gt;]; interleaved pairs 2i with 2i+1, so it needs [θ&lt;sub&gt;0&lt;/sub&gt;, θ&lt;sub&gt;0&lt;/sub&gt;, θ&lt;sub&gt;1&lt;/sub&gt;, θ&lt;sub&gt;1&lt;/sub&gt;, …]. Rows m (query) and n (key) are marked.%1</source>
        <translation>&lt;b&gt;角度表。&lt;/b&gt;左：每个位置、每一对的 p·θ&lt;sub&gt;i&lt;/sub&gt;：快对（左侧各列）循环许多次，慢对几乎不变。右：同样的数值按维度排列，即实现中缓存的样子：前后半（rotate_half）把第 j 列与第 j + d/2 列配对，所以频率重复为 [θ&lt;sub&gt;0&lt;/sub&gt; … θ&lt;sub&gt;d/2−1&lt;/sub&gt;, θ&lt;sub&gt;0&lt;/sub&gt; … θ&lt;sub&gt;d/2−1&lt;/sub&gt;]；交错把 2i 与 2i+1 配对，所以需要 [θ&lt;sub&gt;0&lt;/sub&gt;, θ&lt;sub&gt;0&lt;/sub&gt;, θ&lt;sub&gt;1&lt;/sub&gt;, θ&lt;sub&gt;1&lt;/sub&gt;, …]。第 m 行（query）和第 n 行（key）已标出。%1</translation>
    </message>
    <message>
        <source>λᵢ = 2π/θᵢ (positions)</source>
        <translation>λᵢ = 2π/θᵢ（位置数）</translation>
    </message>
    <message>
        <source>bases compared: %1</source>
        <translation>对比的底数：%1</translation>
    </message>
    <message>
        <source>table: %1</source>
        <translation>表：%1</translation>
    </message>
    <message>
        <source>per-dimension table laid out %1</source>
        <translation>按维度的表采用%1布局</translation>
    </message>
    <message>
        <source>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; falls geometrically: pair 0 turns a radian per position (a second hand), the last pairs barely move (hour hands). Pairs whose wavelength λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt; lies above the N line never complete a turn within the sequence.</source>
        <translation>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; 按几何级数下降：第 0 对每个位置转 1 弧度（秒针），最后几对几乎不动（时针）。波长 λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt; 位于 N 线以上的对，在序列内转不满一圈。</translation>
    </message>
    <message>
        <source>Hover for numbers; click to select a pair.</source>
        <translation>悬停查看数值；点击选择一对。</translation>
    </message>
    <message>
        <source>training length L₀ = %1: %2 of %3 pairs never complete a turn in it</source>
        <translation>训练长度 L₀ = %1：%3 个维度对中有 %2 个在其中转不满一圈</translation>
    </message>
    <message>
        <source>N = %1 (right axis): a λᵢ above it never completes a turn</source>
        <translation>N = %1（右轴）：λᵢ 在它以上的对转不满一圈</translation>
    </message>
    <message>
        <source>What does a larger base do to the hands?</source>
        <translation>底数更大时，这些针会怎样？</translation>
    </message>
    <message>
        <source>λᵢ, base %1 (right axis)</source>
        <translation>λᵢ，底数 %1（右轴）</translation>
    </message>
</context>
<context>
    <name>rope::ui::HeatmapView</name>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Softmax weights</source>
        <translation>Softmax 权重</translation>
    </message>
    <message>
        <source>What the heatmaps compare</source>
        <translation>热图比较的内容</translation>
    </message>
    <message>
        <source>Show the logits, on a diverging palette centred at 0</source>
        <translation>显示 logits，以 0 为中心的发散色板</translation>
    </message>
    <message>
        <source>Show the softmax weights, on a sequential palette</source>
        <translation>显示 softmax 权重，顺序色板</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>Each cell shows a %1×%1 block of the %2×%2 matrix: the mean of its visible logits, the maximum of its weights.</source>
        <translation>每个单元显示 %2×%2 矩阵中的一个 %1×%1 块：可见 logits 的均值、权重的最大值。</translation>
    </message>
    <message>
        <source> Grey: masked (key after query).</source>
        <translation> 灰色：被掩码（key 在 query 之后）。</translation>
    </message>
    <message>
        <source>Which keys does each query attend to?</source>
        <translation>每个 query 关注哪些 key？</translation>
    </message>
    <message>
        <source>RoPE attention for N = %1: row m is query position m, column n key position n; the score depends on the content and on Δ = m − n only. %2%3</source>
        <translation>N = %1 的 RoPE 注意力：第 m 行是 query 位置 m，第 n 列是 key 位置 n；分数只依赖内容和 Δ = m − n。%2%3</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>Which encoding makes the score depend on m − n only?</source>
        <translation>哪种编码让分数只依赖 m − n？</translation>
    </message>
    <message>
        <source>No position encoding</source>
        <translation>无位置编码</translation>
    </message>
    <message>
        <source>Sinusoidal, added</source>
        <translation>Sinusoidal，相加</translation>
    </message>
    <message>
        <source>What does an added position vector contribute?</source>
        <translation>加上的位置向量贡献了什么？</translation>
    </message>
    <message>
        <source>content–content q·k</source>
        <translation>内容–内容 q·k</translation>
    </message>
    <message>
        <source>content–position q·p&lt;sub&gt;n&lt;/sub&gt;</source>
        <translation>内容–位置 q·p&lt;sub&gt;n&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>position–content p&lt;sub&gt;m&lt;/sub&gt;·k</source>
        <translation>位置–内容 p&lt;sub&gt;m&lt;/sub&gt;·k</translation>
    </message>
    <message>
        <source>position–position p&lt;sub&gt;m&lt;/sub&gt;·p&lt;sub&gt;n&lt;/sub&gt;</source>
        <translation>位置–位置 p&lt;sub&gt;m&lt;/sub&gt;·p&lt;sub&gt;n&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>sum = sinusoidal logits</source>
        <translation>和 = Sinusoidal 的 logits</translation>
    </message>
    <message>
        <source>Is RoPE a weight on the logits?</source>
        <translation>RoPE 是对 logits 的加权吗？</translation>
    </message>
    <message>
        <source>Un-rotated q·k/√d</source>
        <translation>未旋转的 q·k/√d</translation>
    </message>
    <message>
        <source>RoPE q̃·k̃/√d</source>
        <translation>RoPE q̃·k̃/√d</translation>
    </message>
    <message>
        <source>m = %1, n = %2, Δ = %3 · RoPE logit %4 · weight %5</source>
        <translation>m = %1，n = %2，Δ = %3 · RoPE logit %4 · 权重 %5</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>被掩码</translation>
    </message>
    <message>
        <source> · this map&apos;s cell: %1%2</source>
        <translation> · 此图的单元：%1%2</translation>
    </message>
    <message>
        <source> (pooled over %1×%1)</source>
        <translation>（按 %1×%1 池化）</translation>
    </message>
    <message>
        <source>one colour scale</source>
        <translation>统一色标</translation>
    </message>
    <message>
        <source>Compared maps on one colour scale (else each on its own)</source>
        <translation>比较的各图使用同一色标（否则各用各的）</translation>
    </message>
    <message>
        <source>softmax weight</source>
        <translation>softmax 权重</translation>
    </message>
    <message>
        <source> Keys after the query are masked: weight 0.</source>
        <translation> query 之后的 key 被掩码：权重为 0。</translation>
    </message>
    <message>
        <source> Sampled: %1 of the %2 query rows, one per block (its middle row), each exact; hovering any cell computes its logit.</source>
        <translation> 采样：%2 个 query 行中取 %1 行，每块一行（该块的中间行），每行都精确计算；悬停任一格即算出该格的 logit。</translation>
    </message>
    <message>
        <source> Every row is exact: with the same q and k everywhere the logits depend on Δ only, so s(Δ) for the %1 offsets gives the whole map.</source>
        <translation> 每一行都精确：各位置的 q 和 k 相同时，logit 只取决于 Δ，所以 %1 个 Δ 上的 s(Δ) 就给出整张图。</translation>
    </message>
    <message>
        <source>— (row not sampled)</source>
        <translation>—（该行未采样）</translation>
    </message>
    <message>
        <source> The sinusoidal map is sampled (%1 of the %2 query rows, one per block, each exact); the others are exact in every row, from s(Δ).</source>
        <translation> Sinusoidal 位置编码图是采样的（%2 个 query 行中取 %1 行，每块一行，每行精确）；其余的图每一行都精确，由 s(Δ) 算出。</translation>
    </message>
    <message>
        <source> First picture: %1 of the %2 query rows (one per block, each exact); the full map follows.</source>
        <translation> 初步画面：%2 个 query 行中先算 %1 行（每块一行，每行都精确计算）；完整的图随后给出。</translation>
    </message>
    <message>
        <source>softmax weights</source>
        <translation>softmax 权重</translation>
    </message>
    <message>
        <source>diagonal spread &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>对角线差值 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The same content, three ways, as softmax weights. Softmax normalises each row over its own keys, so no weights are exactly constant along a diagonal; switch to logits for the clean comparison. %1%2</source>
        <translation>同样的内容，三种方式，显示 softmax 权重。softmax 在每行自己的 key 上归一化，所以没有哪种权重沿对角线严格恒定；切换到 logits 才能干净地比较。%1%2</translation>
    </message>
    <message>
        <source>The same q and k at every position, three ways. No encoding: every logit is the same, so the score cannot tell where tokens are. Sinusoidal, added: the map changes along each diagonal, so it depends on m and n apart. RoPE: constant along each diagonal, so it depends on Δ = m − n alone (%1 §1, §3). Diagonal spread: the largest max − min along one diagonal. %2%3</source>
        <translation>每个位置上 q 和 k 都相同，三种方式。无位置编码：每个 logit 都一样，分数分不出 token 在哪里。加上 Sinusoidal：图沿每条对角线变化，所以它分别依赖 m 和 n。RoPE：沿每条对角线恒定，所以它只依赖 Δ = m − n（%1 §1、§3）。对角线差值：同一条对角线上最大值减最小值的最大者。%2%3</translation>
    </message>
    <message>
        <source>Here every pair has q = (1, 0) and k = (0, 1): q·k = 0, so the un-rotated logits are all 0 — and any element-wise weight w·0 is still 0. RoPE rotates before the dot product, so q̃·k̃/√d = Σ sin(Δθ&lt;sub&gt;i&lt;/sub&gt;)/√d is not 0 (%1 §4.1). %2</source>
        <translation>这里每一对都是 q = (1, 0)、k = (0, 1)：q·k = 0，所以未旋转的 logits 全为 0——任何逐元素权重 w·0 仍是 0。RoPE 在点积之前旋转，所以 q̃·k̃/√d = Σ sin(Δθ&lt;sub&gt;i&lt;/sub&gt;)/√d 不为 0（%1 §4.1）。%2</translation>
    </message>
    <message>
        <source> At this N the products q̃·k̃ are taken in float: a diagonal spread below 10⁻³ is rounding.</source>
        <translation>在这个 N 下，乘积 q̃·k̃ 以 float 计算：低于 10⁻³ 的对角线差值是舍入误差。</translation>
    </message>
    <message>
        <source>content–content q&lt;sub&gt;m&lt;/sub&gt;ᵀk&lt;sub&gt;n&lt;/sub&gt;</source>
        <translation>内容–内容 q&lt;sub&gt;m&lt;/sub&gt;ᵀk&lt;sub&gt;n&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>content–position q&lt;sub&gt;m&lt;/sub&gt;ᵀW&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt;</source>
        <translation>内容–位置 q&lt;sub&gt;m&lt;/sub&gt;ᵀW&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>position–content (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀk&lt;sub&gt;n&lt;/sub&gt;</source>
        <translation>位置–内容 (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀk&lt;sub&gt;n&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>position–position (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀ(W&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt;)</source>
        <translation>位置–位置 (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀ(W&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt;)</translation>
    </message>
    <message>
        <source>&lt;b&gt;q̂&lt;sub&gt;m&lt;/sub&gt;ᵀk̂&lt;sub&gt;n&lt;/sub&gt; = q&lt;sub&gt;m&lt;/sub&gt;ᵀk&lt;sub&gt;n&lt;/sub&gt; + q&lt;sub&gt;m&lt;/sub&gt;ᵀW&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt; + (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀk&lt;sub&gt;n&lt;/sub&gt; + (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀ(W&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt;)&lt;/b&gt;, where the hatted vectors carry the position, &lt;b&gt;q̂&lt;sub&gt;m&lt;/sub&gt; = W&lt;sub&gt;Q&lt;/sub&gt;(x&lt;sub&gt;m&lt;/sub&gt; + p&lt;sub&gt;m&lt;/sub&gt;)&lt;/b&gt; and &lt;b&gt;k̂&lt;sub&gt;n&lt;/sub&gt; = W&lt;sub&gt;K&lt;/sub&gt;(x&lt;sub&gt;n&lt;/sub&gt; + p&lt;sub&gt;n&lt;/sub&gt;)&lt;/b&gt;, while q&lt;sub&gt;m&lt;/sub&gt; = W&lt;sub&gt;Q&lt;/sub&gt;x&lt;sub&gt;m&lt;/sub&gt; carries none (%1 §1); each map divided by √d. W&lt;sub&gt;Q&lt;/sub&gt; and W&lt;sub&gt;K&lt;/sub&gt; are random d × d projections drawn from the seed (%2). p&lt;sub&gt;m&lt;/sub&gt;ᵀp&lt;sub&gt;n&lt;/sub&gt; alone depends on m − n only, but after W&lt;sub&gt;Q&lt;/sub&gt; and W&lt;sub&gt;K&lt;/sub&gt; even the position–position term does not, and the cross terms depend on m and n separately: the sum is not relative. With W = I the position–position map is p&lt;sub&gt;m&lt;/sub&gt;ᵀp&lt;sub&gt;n&lt;/sub&gt; itself. First %3 positions.</source>
        <translation>&lt;b&gt;q̂&lt;sub&gt;m&lt;/sub&gt;ᵀk̂&lt;sub&gt;n&lt;/sub&gt; = q&lt;sub&gt;m&lt;/sub&gt;ᵀk&lt;sub&gt;n&lt;/sub&gt; + q&lt;sub&gt;m&lt;/sub&gt;ᵀW&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt; + (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀk&lt;sub&gt;n&lt;/sub&gt; + (W&lt;sub&gt;Q&lt;/sub&gt;p&lt;sub&gt;m&lt;/sub&gt;)ᵀ(W&lt;sub&gt;K&lt;/sub&gt;p&lt;sub&gt;n&lt;/sub&gt;)&lt;/b&gt;，带帽的向量含位置：&lt;b&gt;q̂&lt;sub&gt;m&lt;/sub&gt; = W&lt;sub&gt;Q&lt;/sub&gt;(x&lt;sub&gt;m&lt;/sub&gt; + p&lt;sub&gt;m&lt;/sub&gt;)&lt;/b&gt;，&lt;b&gt;k̂&lt;sub&gt;n&lt;/sub&gt; = W&lt;sub&gt;K&lt;/sub&gt;(x&lt;sub&gt;n&lt;/sub&gt; + p&lt;sub&gt;n&lt;/sub&gt;)&lt;/b&gt;；而 q&lt;sub&gt;m&lt;/sub&gt; = W&lt;sub&gt;Q&lt;/sub&gt;x&lt;sub&gt;m&lt;/sub&gt; 不含位置（%1 §1）。每张图都除以 √d。W&lt;sub&gt;Q&lt;/sub&gt; 和 W&lt;sub&gt;K&lt;/sub&gt; 是由种子（%2）抽取的随机 d × d 投影。单独的 p&lt;sub&gt;m&lt;/sub&gt;ᵀp&lt;sub&gt;n&lt;/sub&gt; 只依赖 m − n，但经过 W&lt;sub&gt;Q&lt;/sub&gt; 和 W&lt;sub&gt;K&lt;/sub&gt; 之后，连位置–位置项也不再如此，两个交叉项更是分别依赖 m 和 n：总和不是相对的。取 W = I 时，位置–位置图就是 p&lt;sub&gt;m&lt;/sub&gt;ᵀp&lt;sub&gt;n&lt;/sub&gt; 本身。前 %3 个位置。</translation>
    </message>
    <message>
        <source>&lt;b&gt;(q + p&lt;sub&gt;m&lt;/sub&gt;)·(k + p&lt;sub&gt;n&lt;/sub&gt;) = q·k + q·p&lt;sub&gt;n&lt;/sub&gt; + p&lt;sub&gt;m&lt;/sub&gt;·k + p&lt;sub&gt;m&lt;/sub&gt;·p&lt;sub&gt;n&lt;/sub&gt;&lt;/b&gt;, each divided by √d: §1 of %1 with W&lt;sub&gt;Q&lt;/sub&gt; = W&lt;sub&gt;K&lt;/sub&gt; = I. With the same q and k everywhere, content–content is one number; position–position depends on m − n alone; the two cross terms depend on m and n separately, which is why the sum is not relative. First %2 positions.</source>
        <translation>&lt;b&gt;(q + p&lt;sub&gt;m&lt;/sub&gt;)·(k + p&lt;sub&gt;n&lt;/sub&gt;) = q·k + q·p&lt;sub&gt;n&lt;/sub&gt; + p&lt;sub&gt;m&lt;/sub&gt;·k + p&lt;sub&gt;m&lt;/sub&gt;·p&lt;sub&gt;n&lt;/sub&gt;&lt;/b&gt;，每项除以 √d：即 %1 §1 中取 W&lt;sub&gt;Q&lt;/sub&gt; = W&lt;sub&gt;K&lt;/sub&gt; = I。各处的 q 和 k 相同时，内容–内容只是一个数；位置–位置只依赖 m − n；两个交叉项分别依赖 m 和 n，所以总和不是相对的。前 %2 个位置。</translation>
    </message>
</context>
<context>
    <name>rope::ui::HelpDialog</name>
    <message>
        <source>&lt;h2&gt;Conventions&lt;/h2&gt;&lt;p&gt;RoPE Explorer uses the conventions of Hugging Face transformers and Meta&apos;s reference LLaMA code, so its numbers can be compared with PyTorch.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Positions:&lt;/b&gt; the query sits at &lt;i&gt;m&lt;/i&gt;, the key at &lt;i&gt;n&lt;/i&gt;, and &lt;b&gt;Δ = m − n&lt;/b&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Frequencies:&lt;/b&gt; θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; radians per position, i = 0 … d/2 − 1; the wavelength λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt; is the number of positions per full turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rotation:&lt;/b&gt; at position p, pair i turns &lt;b&gt;counter-clockwise&lt;/b&gt; by p·θ&lt;sub&gt;i&lt;/sub&gt;: a&apos; = a·cos pθ − b·sin pθ, b&apos; = a·sin pθ + b·cos pθ.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Score of one pair:&lt;/b&gt; q̃·k̃ = qᵀR(−Δθ)k = (q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; + q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;) cos Δθ + (q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt; − q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt;) sin Δθ.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Interleaved pairing&lt;/b&gt; (2i, 2i+1): RoFormer, Meta&apos;s LLaMA (complex form), GPT-J, MLX &lt;code&gt;traditional=True&lt;/code&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Half-split pairing&lt;/b&gt; (i, i + d/2): GPT-NeoX, Hugging Face &lt;code&gt;rotate_half&lt;/code&gt; (Llama, Qwen, Mistral, Phi), MLX &lt;code&gt;traditional=False&lt;/code&gt;. The two differ by a fixed permutation of the components; weights ported without it give gibberish.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Attention:&lt;/b&gt; logits q̃·k̃/√d, additive mask (0 or −∞), row softmax, output A·V; V is never rotated.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Other conventions you will meet, and where the articles disagree&lt;/h3&gt;</source>
        <translation>&lt;h2&gt;约定&lt;/h2&gt;&lt;p&gt;RoPE Explorer 采用 Hugging Face transformers 和 Meta LLaMA 参考代码的约定，因此其数值可以与 PyTorch 对照。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;位置：&lt;/b&gt;query 位于 &lt;i&gt;m&lt;/i&gt;，key 位于 &lt;i&gt;n&lt;/i&gt;，&lt;b&gt;Δ = m − n&lt;/b&gt;。&lt;/li&gt;&lt;li&gt;&lt;b&gt;频率：&lt;/b&gt;θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;（每个位置的弧度），i = 0 … d/2 − 1；波长 λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt; 是转一整圈所需的位置数。&lt;/li&gt;&lt;li&gt;&lt;b&gt;旋转：&lt;/b&gt;在位置 p，第 i 对&lt;b&gt;逆时针&lt;/b&gt;旋转 p·θ&lt;sub&gt;i&lt;/sub&gt;：a&apos; = a·cos pθ − b·sin pθ，b&apos; = a·sin pθ + b·cos pθ。&lt;/li&gt;&lt;li&gt;&lt;b&gt;一对的分数：&lt;/b&gt;q̃·k̃ = qᵀR(−Δθ)k = (q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; + q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;) cos Δθ + (q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt; − q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt;) sin Δθ。&lt;/li&gt;&lt;li&gt;&lt;b&gt;交错配对&lt;/b&gt; (2i, 2i+1)：RoFormer、Meta 的 LLaMA（复数形式）、GPT-J、MLX &lt;code&gt;traditional=True&lt;/code&gt;。&lt;/li&gt;&lt;li&gt;&lt;b&gt;前后半配对&lt;/b&gt; (i, i + d/2)：GPT-NeoX、Hugging Face &lt;code&gt;rotate_half&lt;/code&gt;（Llama、Qwen、Mistral、Phi）、MLX &lt;code&gt;traditional=False&lt;/code&gt;。两者相差分量的一个固定置换；不做置换就移植权重会得到乱码。&lt;/li&gt;&lt;li&gt;&lt;b&gt;注意力：&lt;/b&gt;logits q̃·k̃/√d，加性掩码（0 或 −∞），按行 softmax，输出 A·V；V 从不旋转。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;你会遇到的其他约定，以及文章之间的分歧&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>%1 lists LLaMA under half-split: that is Hugging Face&apos;s port of it; Meta&apos;s original code pairs (2i, 2i+1) as complex numbers.</source>
        <translation>%1 把 LLaMA 列为前后半配对：那是 Hugging Face 的移植版；Meta 的原始代码以复数形式配对 (2i, 2i+1)。</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sources&lt;/h2&gt;&lt;p&gt;The teaching follows three articles (in Chinese). Each tour step names the article and section it comes from.&lt;/p&gt;&lt;ul&gt;</source>
        <translation>&lt;h2&gt;参考文章&lt;/h2&gt;&lt;p&gt;教学内容依据三篇中文文章。导览的每一步都注明出自哪篇文章的哪一节。&lt;/p&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>Where the articles disagree</source>
        <translation>文章之间的分歧</translation>
    </message>
    <message>
        <source>The cheat sheet</source>
        <translation>一页速查</translation>
    </message>
    <message>
        <source>The ten questions of %1 §8 (一页速查), with the views and tour steps that answer them.</source>
        <translation>%1 §8（一页速查）的十个问题，以及回答它们的视图和导览步骤。</translation>
    </message>
    <message>
        <source>Views: %1 · tour steps: %2</source>
        <translation>视图：%1 · 导览步骤：%2</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RoPE Explorer %1&lt;/h3&gt;&lt;p&gt;See Rotary Position Embedding: rotation clocks, attention heatmaps, score curves and the two pairing schemes.&lt;/p&gt;&lt;p&gt;The teaching follows three articles: Help → Sources lists them.&lt;/p&gt;&lt;p&gt;Licence: MIT. Copyright 2026 the RoPE Explorer developers.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3), QCustomPlot %4, Eigen %5 and OpenMP %6. Numerics built for %7.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RoPE Explorer %1&lt;/h3&gt;&lt;p&gt;看见旋转位置编码：旋转时钟、注意力热图、分数曲线和两种配对方式。&lt;/p&gt;&lt;p&gt;教学内容依据三篇文章：见 帮助 → 参考文章与速查。&lt;/p&gt;&lt;p&gt;许可证：MIT。版权所有 2026 RoPE Explorer 开发者。&lt;/p&gt;&lt;p&gt;构建所用：Qt %2（运行于 Qt %3）、QCustomPlot %4、Eigen %5 和 OpenMP %6。数值计算部分的指令集版本：%7。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tour › %1</source>
        <translation>导览 › %1</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>In the tour: %1</source>
        <translation>导览中：%1</translation>
    </message>
</context>
<context>
    <name>rope::ui::JobProgress</name>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop this computation (Esc). What is on show stays, marked as belonging to earlier parameters, until you change one.</source>
        <translation>停止这次计算（Esc）。显示的内容保留，并标明属于先前的参数，直到你修改某个参数。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Computing %1…</source>
        <translation>正在计算%1…</translation>
    </message>
</context>
<context>
    <name>rope::ui::KvCacheView</name>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>a look-back head (clear peaks)</source>
        <translation>回看头（峰值清晰）</translation>
    </message>
    <message>
        <source>Decoding with a KV cache: why is it exact, and what breaks it?</source>
        <translation>用 KV 缓存解码：为什么精确，什么会破坏它？</translation>
    </message>
    <message>
        <source>Decoding step t (Right arrow to advance)</source>
        <translation>解码步 t（右方向键前进）</translation>
    </message>
    <message>
        <source>Decode token after token</source>
        <translation>逐个 token 解码</translation>
    </message>
    <message>
        <source>Bug: the query rotated by t + 1 (off by one)</source>
        <translation>错误：query 按 t + 1 旋转（差一）</translation>
    </message>
    <message>
        <source>Bug: positions restart at 0 after the prompt</source>
        <translation>错误：提示词之后位置从 0 重新开始</translation>
    </message>
    <message>
        <source>The decoding bug drawn next to the correct row</source>
        <translation>在正确的行旁边画出解码错误</translation>
    </message>
    <message>
        <source>Tokens in the prompt (prefilled into the cache) before decoding begins</source>
        <translation>解码开始前提示词中的 token 数（预先填入缓存）</translation>
    </message>
    <message>
        <source>Use a head built to attend Δ = 4 back, so a shifted position shows as a shifted peak</source>
        <translation>使用一个专门回看 Δ = 4 的头，这样位置偏移会表现为峰值偏移</translation>
    </message>
    <message>
        <source>cached key n</source>
        <translation>缓存的 key n</translation>
    </message>
    <message>
        <source>attention weight of the new query</source>
        <translation>新 query 的注意力权重</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>step t</source>
        <translation>步 t</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>提示词 token</translation>
    </message>
    <message>
        <source>key dimension</source>
        <translation>key 维度</translation>
    </message>
    <message>
        <source>cached token n</source>
        <translation>缓存的 token n</translation>
    </message>
    <message>
        <source>&lt;b&gt;The cache&lt;/b&gt;: %1 rotated keys R&lt;sub&gt;n&lt;/sub&gt;k&lt;sub&gt;n&lt;/sub&gt; (the new one at the bottom)</source>
        <translation>&lt;b&gt;缓存&lt;/b&gt;：%1 个旋转后的 key R&lt;sub&gt;n&lt;/sub&gt;k&lt;sub&gt;n&lt;/sub&gt;（新的在最下面）</translation>
    </message>
    <message>
        <source>component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>with the cache, positions right</source>
        <translation>使用缓存，位置正确</translation>
    </message>
    <message>
        <source>query at t + 1 (bug)</source>
        <translation>query 位于 t + 1（错误）</translation>
    </message>
    <message>
        <source>positions reset after the prompt (bug)</source>
        <translation>提示词后位置重置（错误）</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>完整重算</translation>
    </message>
    <message>
        <source>Step t = %1: the cache holds %2 keys, each rotated once. With the right positions the row equals full recompute to max |difference| &lt;b&gt;%3&lt;/b&gt;; it peaks at key %4 (Δ = %5). With the bug it peaks at key %6 (Δ = %7).</source>
        <translation>第 t = %1 步：缓存中有 %2 个 key，每个只旋转一次。位置正确时，这一行与完整重算的最大 |差值| &lt;b&gt;%3&lt;/b&gt;；峰值在 key %4（Δ = %5）。有错误时峰值在 key %6（Δ = %7）。</translation>
    </message>
    <message>
        <source>At step t the new token&apos;s key is rotated once, by its own position, and cached with its value; the new query is rotated by t and scored against every cached key (%1 §13). Each rotation depends only on its own position, so the row equals recomputing full causal attention — provided the positions are right.</source>
        <translation>第 t 步，新 token 的 key 按自己的位置旋转一次，与其 value 一起缓存；新 query 旋转 t 后与每个缓存的 key 计算分数（%1 §13）。每次旋转只依赖自己的位置，所以这一行等于重新计算完整的因果注意力——前提是位置正确。</translation>
    </message>
    <message>
        <source>bug: the query rotated by t + 1</source>
        <translation>错误：query 按 t + 1 旋转</translation>
    </message>
    <message>
        <source>bug: positions restart at 0</source>
        <translation>错误：位置从 0 重新开始</translation>
    </message>
    <message>
        <source>step t = %1, prompt %2 tokens</source>
        <translation>第 t = %1 步，提示 %2 个 token</translation>
    </message>
    <message>
        <source>a look-back head</source>
        <translation>回看头</translation>
    </message>
    <message>
        <source>the window&apos;s content</source>
        <translation>窗口中的内容</translation>
    </message>
</context>
<context>
    <name>rope::ui::LayerStrip</name>
    <message>
        <source>linear attention, no RoPE</source>
        <translation>线性注意力，无 RoPE</translation>
    </message>
    <message>
        <source>attention without RoPE</source>
        <translation>不带 RoPE 的注意力</translation>
    </message>
    <message>
        <source>RoPE base %1, %2 of %3 dims, scaling %4</source>
        <translation>RoPE 底数 %1，%3 维中旋转 %2 维，缩放 %4</translation>
    </message>
    <message>
        <source>Layer %1: %2 — %3</source>
        <translation>第 %1 层：%2 — %3</translation>
    </message>
</context>
<context>
    <name>rope::ui::LessonCover</name>
    <message>
        <source>Predict first</source>
        <translation>先预测</translation>
    </message>
    <message>
        <source>Answer in the tour beside the figure, or skip the question; then the picture shows the answer.</source>
        <translation>请在图旁的导览中作答，或跳过这个问题；之后图会给出答案。</translation>
    </message>
</context>
<context>
    <name>rope::ui::LessonQuestionBox</name>
    <message>
        <source>Predict first</source>
        <translation>先预测</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Ask Me Again</source>
        <translation>再问一次</translation>
    </message>
    <message>
        <source>Your guess: drag the slider or type a number</source>
        <translation>你的猜测：拖动滑块或输入数字</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Compare your guess with what the view computes</source>
        <translation>把你的猜测与视图算出的结果对照</translation>
    </message>
    <message>
        <source>Show the answer without guessing</source>
        <translation>不猜，直接看答案</translation>
    </message>
    <message>
        <source>Hide the answer and guess anew</source>
        <translation>隐藏答案，重新猜</translation>
    </message>
    <message>
        <source>The pictures are being drawn…</source>
        <translation>正在绘制图片…</translation>
    </message>
    <message>
        <source>Choose picture %1</source>
        <translation>选择图 %1</translation>
    </message>
    <message>
        <source>Checking against the view…</source>
        <translation>正在与视图核对…</translation>
    </message>
    <message>
        <source>Skipped. The view&apos;s answer: %1.</source>
        <translation>已跳过。视图给出的答案：%1。</translation>
    </message>
    <message>
        <source>✓ Right, within ±%4. The view computes %1; your guess %2 is off by %3.</source>
        <translation>✓ 对了，误差在 ±%4 以内。视图算出 %1；你的猜测 %2 与它相差 %3。</translation>
    </message>
    <message>
        <source>✗ Not quite: ±%4 would count. The view computes %1; your guess %2 is off by %3.</source>
        <translation>✗ 不太对：误差在 ±%4 以内才算对。视图算出 %1；你的猜测 %2 与它相差 %3。</translation>
    </message>
    <message>
        <source>✓ Right: %1.</source>
        <translation>✓ 对了：%1。</translation>
    </message>
    <message>
        <source>✗ Not quite: you chose %1, the view&apos;s answer is %2.</source>
        <translation>✗ 不太对：你选了“%1”，视图给出的答案是“%2”。</translation>
    </message>
    <message>
        <source>Skipped before. Set the step up again (↺) to see the view&apos;s answer.</source>
        <translation>之前已跳过。重新设置这一步（↺）即可看到视图给出的答案。</translation>
    </message>
    <message>
        <source>Answered before: %1. Set the step up again (↺) to check it against the view.</source>
        <translation>之前的回答：%1。重新设置这一步（↺）即可与视图核对。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>picture %1</source>
        <translation>图 %1</translation>
    </message>
    <message>
        <source>✓ Right. The view computes %1, your guess exactly.</source>
        <translation>✓ 对了。视图算出 %1，和你的猜测完全一致。</translation>
    </message>
    <message>
        <source>Move the slider or type your guess first</source>
        <translation>先拖动滑块或输入你的猜测</translation>
    </message>
</context>
<context>
    <name>rope::ui::LessonsPanel</name>
    <message>
        <source>← Back</source>
        <translation>← 上一步</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>下一步 →</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Jump to any step of the tour</source>
        <translation>跳到导览的任意一步</translation>
    </message>
    <message>
        <source>The previous step (Alt+Left)</source>
        <translation>上一步（Alt+左方向键）</translation>
    </message>
    <message>
        <source>The next step (Alt+Right)</source>
        <translation>下一步（Alt+右方向键）</translation>
    </message>
    <message>
        <source>Put this step&apos;s parameters and view back, after you have explored</source>
        <translation>探索之后，恢复这一步的参数和视图</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Look at: %1 · From %2</source>
        <translation>请看：%1 · 出自 %2</translation>
    </message>
    <message>
        <source>↺ Set up again</source>
        <translation>↺ 重新设置</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>The cheat sheet&apos;s ten points and how you answered the tour&apos;s questions</source>
        <translation>一页速查的十个要点，以及你对导览问题的作答情况</translation>
    </message>
    <message>
        <source>How you did, point by point of the cheat sheet (Alt+Right)</source>
        <translation>按一页速查逐条查看你的作答情况（Alt+Right）</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <source>Answers the cheat sheet&apos;s %1 (Help → Tour Summary lists all ten)</source>
        <translation>回答一页速查的 %1（“帮助 → 导览总结”列出全部十个问题）</translation>
    </message>
</context>
<context>
    <name>rope::ui::LinearAttentionView</name>
    <message>
        <source>&lt;b&gt;Row sums&lt;/b&gt; from %1 to %2 (softmax: all 1); %3.</source>
        <translation>&lt;b&gt;每行之和&lt;/b&gt;从 %1 到 %2（softmax：全为 1）；%3。</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>What happens to RoPE when attention becomes linear?</source>
        <translation>注意力变成线性时，RoPE 会怎样？</translation>
    </message>
    <message>
        <source>Random features M of the rotate-then-map (FAVOR+) approximation</source>
        <translation>先旋转再映射（FAVOR+）近似中的随机特征数 M</translation>
    </message>
    <message>
        <source>Sequence length for the cost measurement</source>
        <translation>用于测量开销的序列长度</translation>
    </message>
    <message>
        <source>Time the O(N) path against the explicit O(N²) weights at this length</source>
        <translation>在此长度下，比较 O(N) 路径与显式 O(N²) 权重的耗时</translation>
    </message>
    <message>
        <source>query position m</source>
        <translation>query 位置 m</translation>
    </message>
    <message>
        <source>row sum Σₙ wₘₙ</source>
        <translation>行和 Σₙ wₘₙ</translation>
    </message>
    <message>
        <source>random features M</source>
        <translation>随机特征 M</translation>
    </message>
    <message>
        <source>mean |w − softmax|</source>
        <translation>平均 |w − softmax|</translation>
    </message>
    <message>
        <source>feature dimension</source>
        <translation>特征维度</translation>
    </message>
    <message>
        <source>S₁ = Σₙ≤ₜ zₙ</source>
        <translation>S₁ = Σₙ≤ₜ zₙ</translation>
    </message>
    <message>
        <source>Token t: the prefix state after tokens 0 … t</source>
        <translation>Token t：处理完 token 0 … t 后的前缀状态</translation>
    </message>
    <message>
        <source>Accumulate the prefix state token by token</source>
        <translation>逐个 token 累积前缀状态</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>&lt;b&gt;Softmax RoPE attention&lt;/b&gt; (exact, rows sum to 1)</source>
        <translation>&lt;b&gt;Softmax RoPE 注意力&lt;/b&gt;（精确，每行和为 1）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotate, then map&lt;/b&gt; with positive random features (FAVOR+): approximates the softmax.</source>
        <translation>&lt;b&gt;先旋转，再映射&lt;/b&gt;，使用正随机特征（FAVOR+）：近似 softmax。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost.&lt;/b&gt; The aggregated sums against the explicit N×N weights (which the O(N) path never builds).</source>
        <translation>&lt;b&gt;开销。&lt;/b&gt;聚合求和与显式 N×N 权重的比较（O(N) 路径从不构造后者）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Causal prefix state.&lt;/b&gt; Token by token, S&lt;sub&gt;V,t&lt;/sub&gt; = S&lt;sub&gt;V,t−1&lt;/sub&gt; + z′&lt;sub&gt;t&lt;/sub&gt;v&lt;sub&gt;t&lt;/sub&gt;ᵀ and S&lt;sub&gt;1,t&lt;/sub&gt; = S&lt;sub&gt;1,t−1&lt;/sub&gt; + z&lt;sub&gt;t&lt;/sub&gt;: position t reads only what came before it.</source>
        <translation>&lt;b&gt;因果前缀状态。&lt;/b&gt;逐个 token，S&lt;sub&gt;V,t&lt;/sub&gt; = S&lt;sub&gt;V,t−1&lt;/sub&gt; + z′&lt;sub&gt;t&lt;/sub&gt;v&lt;sub&gt;t&lt;/sub&gt;ᵀ，S&lt;sub&gt;1,t&lt;/sub&gt; = S&lt;sub&gt;1,t−1&lt;/sub&gt; + z&lt;sub&gt;t&lt;/sub&gt;：位置 t 只读取它之前的内容。</translation>
    </message>
    <message>
        <source>softmax(q̃·k̃/√d)</source>
        <translation>softmax(q̃·k̃/√d)</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>φ(R q)·φ(R k), normalised, M = %1</source>
        <translation>φ(R q)·φ(R k)，归一化，M = %1</translation>
    </message>
    <message>
        <source>S&lt;sub&gt;V&lt;/sub&gt; after token %1</source>
        <translation>token %1 之后的 S&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>value</source>
        <translation>value</translation>
    </message>
    <message>
        <source>value dimension</source>
        <translation>value 维度</translation>
    </message>
    <message>
        <source>After token %1: the query at %1 reads o = u′ᵀS&lt;sub&gt;V&lt;/sub&gt; / uᵀS&lt;sub&gt;1&lt;/sub&gt;, denominator %2; the state holds %3 numbers, whatever the length.</source>
        <translation>token %1 之后：位于 %1 的 query 读取 o = u′ᵀS&lt;sub&gt;V&lt;/sub&gt; / uᵀS&lt;sub&gt;1&lt;/sub&gt;，分母为 %2；无论长度多少，状态都只有 %3 个数。</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>测量中…</translation>
    </message>
    <message>
        <source>N = %1: O(N) aggregated &lt;b&gt;%2 ms&lt;/b&gt; · O(N²) explicit weights &lt;b&gt;%3 ms&lt;/b&gt; (%4× slower)</source>
        <translation>N = %1：O(N) 聚合 &lt;b&gt;%2 ms&lt;/b&gt; · O(N²) 显式权重 &lt;b&gt;%3 ms&lt;/b&gt;（慢 %4 倍）</translation>
    </message>
    <message>
        <source>N = %1: O(N) aggregated &lt;b&gt;%2 ms&lt;/b&gt; · the explicit N×N weights are not built above N = 8192 (%3 GB)</source>
        <translation>N = %1：O(N) 聚合 &lt;b&gt;%2 ms&lt;/b&gt; · N 超过 8192 时不构造显式 N×N 权重（%3 GB）</translation>
    </message>
    <message>
        <source>Linear attention replaces exp(q·k) by a product of features, u&lt;sub&gt;m&lt;/sub&gt;·z&lt;sub&gt;n&lt;/sub&gt;, so keys and values can be summed once: o&lt;sub&gt;m&lt;/sub&gt; = u&lt;sub&gt;m&lt;/sub&gt;ᵀS&lt;sub&gt;V&lt;/sub&gt; / u&lt;sub&gt;m&lt;/sub&gt;ᵀS&lt;sub&gt;1&lt;/sub&gt;, O(N) instead of O(N²). RoPE survives the reordering because it acts on each query and key alone (%1 §9). Features φ = elu + 1 for RoFormer&apos;s form.</source>
        <translation>线性注意力用特征的乘积 u&lt;sub&gt;m&lt;/sub&gt;·z&lt;sub&gt;n&lt;/sub&gt; 代替 exp(q·k)，于是 key 和 value 只需求和一次：o&lt;sub&gt;m&lt;/sub&gt; = u&lt;sub&gt;m&lt;/sub&gt;ᵀS&lt;sub&gt;V&lt;/sub&gt; / u&lt;sub&gt;m&lt;/sub&gt;ᵀS&lt;sub&gt;1&lt;/sub&gt;，复杂度从 O(N²) 降到 O(N)。RoPE 能经受这种重排，因为它只单独作用于每个 query 和 key（%1 §9）。RoFormer 形式的特征为 φ = elu + 1。</translation>
    </message>
    <message>
        <source>%1 random features, prefix %2</source>
        <translation>%1 个随机特征，前缀 %2</translation>
    </message>
    <message>
        <source>%1 of %2 weights negative (blue)</source>
        <translation>%2 个权重中有 %1 个为负（蓝色）</translation>
    </message>
    <message>
        <source>none of the %1 weights negative for this content (other q and k give some)</source>
        <translation>对这一内容，%1 个权重中没有负的（换别的 q、k 会有）</translation>
    </message>
    <message>
        <source>u′ₘ·z′ₙ / uₘ·Σⱼzⱼ · scale ±%1</source>
        <translation>u′ₘ·z′ₙ / uₘ·Σⱼzⱼ · 色标 ±%1</translation>
    </message>
    <message>
        <source>Signs only</source>
        <translation>只看正负</translation>
    </message>
    <message>
        <source>Every positive weight full red and every negative one full blue: a single negative cell shows however small it is</source>
        <translation>正权重一律全红，负权重一律全蓝：再小的负值格子也看得见</translation>
    </message>
    <message>
        <source>&lt;b&gt;RoFormer linear attention&lt;/b&gt;: map, then rotate; unrotated denominator. Red cells are positive weights, blue ones negative (the line under the map counts them); the scale lets the negative ones show.</source>
        <translation>&lt;b&gt;RoFormer 线性注意力&lt;/b&gt;：先映射再旋转；分母不旋转。红色格为正权重，蓝色格为负权重（图下方那一行给出个数）；色标选得让负权重也看得见。</translation>
    </message>
    <message>
        <source>sign of u′ₘ·z′ₙ / uₘ·Σⱼzⱼ</source>
        <translation>u′ₘ·z′ₙ / uₘ·Σⱼzⱼ 的符号</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>符号</translation>
    </message>
    <message>
        <source>, signs only</source>
        <translation>，只看正负</translation>
    </message>
    <message>
        <source>RoFormer&apos;s smallest weight: %1. FAVOR+ with M = %2, the map above: mean |w − softmax| = %3 (the plot below averages three draws of features).</source>
        <translation>RoFormer 的最小权重：%1。M = %2 的 FAVOR+（上面那张图）：平均 |w − softmax| = %3（下面的曲线是三次随机特征的平均）。</translation>
    </message>
</context>
<context>
    <name>rope::ui::LogitScaleView</name>
    <message>
        <source>Llama 4 (temperature tuning)</source>
        <translation>Llama 4（温度调节）</translation>
    </message>
    <message>
        <source>Qwen (logn)</source>
        <translation>Qwen（logn）</translation>
    </message>
    <message>
        <source>Ministral 3 (llama_4_scaling_beta)</source>
        <translation>Ministral 3（llama_4_scaling_beta）</translation>
    </message>
    <message>
        <source>YaRN g² (GPT-OSS)</source>
        <translation>YaRN g²（GPT-OSS）</translation>
    </message>
    <message>
        <source>DeepSeek-V3 (mscale²)</source>
        <translation>DeepSeek-V3（mscale²）</translation>
    </message>
    <message>
        <source>SSMax (s·ln n)</source>
        <translation>SSMax（s·ln n）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Attention flattens with length: how do models push back?</source>
        <translation>注意力随长度变平：模型如何应对？</translation>
    </message>
    <message>
        <source>The model whose multiplier is drawn strong and applied in the dilution plot</source>
        <translation>其乘数用粗线画出、并用于稀释图的模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The logit A of the one key that should win</source>
        <translation>应当胜出的那个 key 的 logit A</translation>
    </message>
    <message>
        <source>peak logit A</source>
        <translation>峰值 logit A</translation>
    </message>
    <message>
        <source>The logit B of every other key</source>
        <translation>其余每个 key 的 logit B</translation>
    </message>
    <message>
        <source>other logits B</source>
        <translation>其余 logit B</translation>
    </message>
    <message>
        <source>query position p</source>
        <translation>query 位置 p</translation>
    </message>
    <message>
        <source>multiplier c(p) on the logits</source>
        <translation>logits 的乘数 c(p)</translation>
    </message>
    <message>
        <source>number of keys n</source>
        <translation>key 的个数 n</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>最大权重</translation>
    </message>
    <message>
        <source>&lt;b&gt;1 · The multiplier by position.&lt;/b&gt; Strong: the chosen model; thin: the others. Most are 1 inside the training length and grow slowly beyond it.</source>
        <translation>&lt;b&gt;1 · 乘数随位置的变化。&lt;/b&gt;粗线：所选模型；细线：其他模型。多数在训练长度内为 1，超出后缓慢增长。</translation>
    </message>
    <message>
        <source>&lt;b&gt;2 · The largest weight among n keys&lt;/b&gt; (one at A, the rest at B), the query at p = n − 1 under a causal mask.</source>
        <translation>&lt;b&gt;2 · n 个 key 中的最大权重&lt;/b&gt;（一个为 A，其余为 B），因果掩码下 query 位于 p = n − 1。</translation>
    </message>
    <message>
        <source>c = 1 (plain softmax)</source>
        <translation>c = 1（普通 softmax）</translation>
    </message>
    <message>
        <source>× c(n − 1), %1</source>
        <translation>× c(n − 1)，%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Llama 4&lt;/b&gt; multiplies the queries of its NoPE layers (every fourth layer has no RoPE) by 1 + attn_scale·ln(⌊(p + 1)/floor_scale⌋ + 1), attn_scale 0.1, floor_scale 8192 (transformers&apos; modeling_llama4.py, attn_temperature_tuning): 1 up to p = 8190, then a step every 8192 positions; %1 at p = 131072.</source>
        <translation>&lt;b&gt;Llama 4&lt;/b&gt; 把 NoPE 层（每四层有一层不用 RoPE）的 query 乘以 1 + attn_scale·ln(⌊(p + 1)/floor_scale⌋ + 1)，attn_scale 为 0.1，floor_scale 为 8192（transformers 的 modeling_llama4.py，attn_temperature_tuning）：直到 p = 8190 都是 1，之后每 8192 个位置跳一级；在 p = 131072 处为 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qwen&lt;/b&gt; (modeling_qwen.py, use_logn_attn) multiplies the queries by log&lt;sub&gt;L&lt;/sub&gt;(p + 1) once p + 1 passes the training length L = seq_length (8192 for Qwen-7B): 1 inside training, a slow logarithm beyond; %1 at p = 131072.</source>
        <translation>&lt;b&gt;Qwen&lt;/b&gt;（modeling_qwen.py，use_logn_attn）在 p + 1 超过训练长度 L = seq_length（Qwen-7B 为 8192）之后把 query 乘以 log&lt;sub&gt;L&lt;/sub&gt;(p + 1)：训练长度内为 1，之外缓慢按对数增长；在 p = 131072 处为 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ministral 3&lt;/b&gt; (modeling_ministral3.py, rope_parameters&apos; llama_4_scaling_beta) multiplies the queries of every layer by 1 + β·ln(1 + ⌊p/L₀⌋), β 0.1, L₀ = original_max_position_embeddings = 16384; %1 at p = 131072.</source>
        <translation>&lt;b&gt;Ministral 3&lt;/b&gt;（modeling_ministral3.py，rope_parameters 中的 llama_4_scaling_beta）把每一层的 query 乘以 1 + β·ln(1 + ⌊p/L₀⌋)，β 为 0.1，L₀ = original_max_position_embeddings = 16384；在 p = 131072 处为 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;YaRN&lt;/b&gt; (modeling_rope_utils.py) multiplies cos and sin by attention_factor g = 0.1·ln s + 1, so the logits by g², at every position: GPT-OSS (factor s = 32) has g² = %1.</source>
        <translation>&lt;b&gt;YaRN&lt;/b&gt;（modeling_rope_utils.py）把 cos 和 sin 乘以 attention_factor g = 0.1·ln s + 1，因此 logits 在每个位置都乘以 g²：GPT-OSS（factor s = 32）的 g² = %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;DeepSeek-V3&lt;/b&gt; (modeling_deepseek_v3.py) keeps g = 1 on cos and sin (mscale = mscale_all_dim = 1) and multiplies the softmax scale by mscale² = (0.1·ln 40 + 1)² = %1, at every position.</source>
        <translation>&lt;b&gt;DeepSeek-V3&lt;/b&gt;（modeling_deepseek_v3.py）在 cos 和 sin 上保持 g = 1（mscale = mscale_all_dim = 1），而把 softmax 的缩放系数乘以 mscale² = (0.1·ln 40 + 1)² = %1，每个位置都一样。</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSMax&lt;/b&gt; (Nakanishi 2025, “Scalable-Softmax Is Superior for Attention”, which Llama 4&apos;s temperature tuning cites) multiplies the logits by s·ln n for n = p + 1 keys; s is learned per head, here 1/ln 8192 (c = 1 at n = 8192); %1 at p = 131072.</source>
        <translation>&lt;b&gt;SSMax&lt;/b&gt;（Nakanishi 2025，“Scalable-Softmax Is Superior for Attention”，Llama 4 的温度调节引用了它）在有 n = p + 1 个 key 时把 logits 乘以 s·ln n；s 按头学习，这里取 1/ln 8192（n = 8192 时 c = 1）；在 p = 131072 处为 %1。</translation>
    </message>
    <message>
        <source>At n = 10, 100, 1000, 10⁴ with A = %1, B = %2: &lt;b&gt;%3&lt;/b&gt; with plain softmax; &lt;b&gt;%4&lt;/b&gt; with %5.</source>
        <translation>在 n = 10、100、1000、10⁴，A = %1，B = %2 时：普通 softmax 为 &lt;b&gt;%3&lt;/b&gt;；使用 %5 为 &lt;b&gt;%4&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>model: %1 · peak logit A = %2, other logits B = %3</source>
        <translation>模型：%1 · 峰值 logit A = %2，其余 logit B = %3</translation>
    </message>
    <message>
        <source>With one key at logit A and n − 1 keys at B &amp;lt; A, the largest softmax weight is 1/(1 + (n − 1)e&lt;sup&gt;B − A&lt;/sup&gt;): however clear the peak, it fades as the context grows. Models of 2025–26 multiply the logits (or the queries, which is the same) by a factor c(p) that grows with the query&apos;s position p, so that e&lt;sup&gt;c(B − A)&lt;/sup&gt; shrinks as n grows.</source>
        <translation>一个 key 的 logit 为 A，另外 n − 1 个为 B &amp;lt; A 时，最大的 softmax 权重是 1/(1 + (n − 1)e&lt;sup&gt;B − A&lt;/sup&gt;)：峰值再明显，也会随上下文变长而变淡。2025–26 年的模型给 logits（或者 query，效果相同）乘上一个随 query 位置 p 增长的因子 c(p)，使 e&lt;sup&gt;c(B − A)&lt;/sup&gt; 随 n 增大而变小。</translation>
    </message>
</context>
<context>
    <name>rope::ui::MainWindow</name>
    <message>
        <source>%1: %2 · the panel, for the other views: %3</source>
        <translation>%1：%2 · 面板（用于其他视图）：%3</translation>
    </message>
    <message>
        <source>This part answers the question of step %1, “%2”; it opens there.</source>
        <translation>这一部分会揭晓第 %1 步“%2”的问题的答案，到那一步再展开。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>RoPE Explorer</source>
        <translation>RoPE Explorer</translation>
    </message>
    <message>
        <source>Not applied: %1.</source>
        <translation>未应用：%1。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Show or hide the parameter panel</source>
        <translation>显示或隐藏参数面板</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <source>Put the panels back where they started</source>
        <translation>把面板放回初始位置</translation>
    </message>
    <message>
        <source>Reset Para&amp;meters</source>
        <translation>重置参数(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Lessons (guided tour)</source>
        <translation>导览(&amp;L)</translation>
    </message>
    <message>
        <source>A guided tour through the articles, step by step</source>
        <translation>按步骤跟随文章的导览</translation>
    </message>
    <message>
        <source>&amp;Conventions</source>
        <translation>约定(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;About RoPE Explorer</source>
        <translation>关于 RoPE Explorer(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>θ = %1 for every pair</source>
        <translation>每对 θ = %1</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>d = %1, %2, %3 pairing, N = %4, query at m = %5, key at n = %6 (Δ = %7), %8%9</source>
        <translation>d = %1，%2，%3，N = %4，query 位于 m = %5，key 位于 n = %6（Δ = %7），%8%9</translation>
    </message>
    <message>
        <source>demonstration q, k</source>
        <translation>演示用 q、k</translation>
    </message>
    <message>
        <source>, causal</source>
        <translation>，因果</translation>
    </message>
    <message>
        <source>About RoPE Explorer</source>
        <translation>关于 RoPE Explorer</translation>
    </message>
    <message>
        <source>Δ = m − n, the rotation direction, the two pairings, and the other conventions</source>
        <translation>Δ = m − n、旋转方向、两种配对以及其他约定</translation>
    </message>
    <message>
        <source>&amp;Sources and Cheat Sheet</source>
        <translation>参考文章与速查(&amp;S)</translation>
    </message>
    <message>
        <source>The articles the teaching follows, where they disagree, and where each cheat-sheet question is answered</source>
        <translation>教学所依据的文章、它们的分歧，以及每个速查问题在哪里得到回答</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>约定</translation>
    </message>
    <message>
        <source>%1 — RoPE Explorer</source>
        <translation>%1 — RoPE Explorer</translation>
    </message>
    <message>
        <source>attention maps for N = %1 computed in %2 ms</source>
        <translation>N = %1 的注意力图计算用时 %2 ms</translation>
    </message>
    <message>
        <source>&amp;Go To…</source>
        <translation>转到(&amp;G)…</translation>
    </message>
    <message>
        <source>Find a view, a tour step or a figure by part of its name, in English or Chinese</source>
        <translation>按名称的一部分查找视图、导览步骤或图，英文中文均可</translation>
    </message>
    <message>
        <source>%1 stopped: it shows earlier settings until one changes</source>
        <translation>“%1”已停止：在修改设置之前，它显示的是先前的设置</translation>
    </message>
    <message>
        <source>&amp;Stop Computing</source>
        <translation>停止计算(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the computation the status bar shows; what is on show stays</source>
        <translation>停止状态栏显示的计算；显示的内容保留</translation>
    </message>
    <message>
        <source>the attention maps</source>
        <translation>注意力图</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>&amp;Next View</source>
        <translation>下一个视图(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous View</source>
        <translation>上一个视图(&amp;P)</translation>
    </message>
    <message>
        <source>The previous view, in the order of the View menu</source>
        <translation>上一个视图，按“视图”菜单的顺序</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every keyboard shortcut of the window, by menu</source>
        <translation>窗口的全部键盘快捷键，按菜单列出</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Show or hide the list of views by chapter</source>
        <translation>显示或隐藏按章节排列的视图列表</translation>
    </message>
    <message>
        <source>The next view, in the order of the View menu</source>
        <translation>下一个视图，按“视图”菜单中的顺序</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Larger text and figures</source>
        <translation>放大文字和图</translation>
    </message>
    <message>
        <source>Zoom O&amp;ut</source>
        <translation>缩小(&amp;U)</translation>
    </message>
    <message>
        <source>Smaller text and figures</source>
        <translation>缩小文字和图</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>Text and figures at their normal size</source>
        <translation>文字和图恢复正常大小</translation>
    </message>
    <message>
        <source>Zoom stays at %1 %: it goes from %2 % to %3 %</source>
        <translation>缩放保持在 %1 %：范围是 %2 % 到 %3 %</translation>
    </message>
    <message>
        <source>&amp;Tour as a Card</source>
        <translation>导览卡片(&amp;T)</translation>
    </message>
    <message>
        <source>Float the tour over the figure as a card, or put it back beside it</source>
        <translation>让导览以卡片形式浮在图上，或放回图的旁边</translation>
    </message>
    <message>
        <source>The current view full screen for a projector; Page Down / Page Up step the tour, Esc leaves</source>
        <translation>当前视图全屏显示，适合投影；Page Down / Page Up 逐步浏览导览，Esc 退出</translation>
    </message>
    <message>
        <source>Presen&amp;t</source>
        <translation>演示(&amp;T)</translation>
    </message>
    <message>
        <source>Sources and Cheat Sheet</source>
        <translation>参考文章与一页速查</translation>
    </message>
    <message>
        <source>Tour Summary</source>
        <translation>导览总结</translation>
    </message>
    <message>
        <source>Tour Su&amp;mmary</source>
        <translation>导览总结(&amp;M)</translation>
    </message>
    <message>
        <source>The cheat sheet&apos;s ten points and how you answered the tour&apos;s questions</source>
        <translation>一页速查的十个要点，以及你对导览问题的作答情况</translation>
    </message>
    <message>
        <source>&amp;Collapse Side Panels</source>
        <translation>收起侧边面板(&amp;C)</translation>
    </message>
    <message>
        <source>Collapse the side panels to narrow strips so that the figure takes the width; again to open them</source>
        <translation>把侧边面板收成窄条，让图占用整个宽度；再按一次即打开</translation>
    </message>
    <message>
        <source>Text on &amp;One Line</source>
        <translation>文字只占一行(&amp;O)</translation>
    </message>
    <message>
        <source>Fold every explanation to its first line so that the figure takes the height; “more” opens one</source>
        <translation>把每段说明收到只剩第一行，让图占用这些高度；点“展开”可打开一段</translation>
    </message>
</context>
<context>
    <name>rope::ui::MapPlot</name>
    <message>
        <source>key position n</source>
        <translation>key 位置 n</translation>
    </message>
    <message>
        <source>query position m</source>
        <translation>query 位置 m</translation>
    </message>
</context>
<context>
    <name>rope::ui::ModelConfigDialog</name>
    <message>
        <source>Model Config</source>
        <translation>模型配置</translation>
    </message>
    <message>
        <source>The RoPE of &lt;b&gt;%1&lt;/b&gt; (%2) is now shown.</source>
        <translation>现在显示的是 &lt;b&gt;%1&lt;/b&gt;（%2）的 RoPE。</translation>
    </message>
    <message>
        <source>Its %1 layers (hover for each; click to explore that layer&apos;s type):</source>
        <translation>它的 %1 层（悬停查看每层；点击以查看该层的类型）：</translation>
    </message>
    <message>
        <source>F full attention, S sliding window, C chunked (all with RoPE); N no RoPE; L linear</source>
        <translation>F 全注意力，S 滑动窗口，C 分块（均带 RoPE）；N 无 RoPE；L 线性</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; &lt;b&gt;%2&lt;/b&gt; %3 × %4: %5</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; &lt;b&gt;%2&lt;/b&gt; %3 × %4：%5</translation>
    </message>
    <message>
        <source>Explore the layers of type:</source>
        <translation>查看此类型的层：</translation>
    </message>
    <message>
        <source>The window shows this layer type&apos;s RoPE: its base, dims and scaling</source>
        <translation>窗口显示这一层类型的 RoPE：底数、维度和缩放</translation>
    </message>
    <message>
        <source>Show This Layer Type</source>
        <translation>显示这一层类型</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>rope::ui::MropePairStrips</name>
    <message>
        <source>θᵢ, radians per position: fast (pair 0) → slow (pair %1), a log scale</source>
        <translation>θᵢ，每个位置转过的弧度：快（第 0 对）→ 慢（第 %1 对），对数刻度</translation>
    </message>
</context>
<context>
    <name>rope::ui::MropePatchMap</name>
    <message>
        <source>column → (w), row ↓ (h)</source>
        <translation>列 →（w），行 ↓（h）</translation>
    </message>
</context>
<context>
    <name>rope::ui::MropeScoreScale</name>
    <message>
        <source>score q·k/√d, one scale for both maps</source>
        <translation>分数 q·k/√d，两张图共用同一标尺</translation>
    </message>
</context>
<context>
    <name>rope::ui::MropeTokenStrip</name>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>image %1×%2</source>
        <translation>图像 %1×%2</translation>
    </message>
    <message>
        <source>video: %1 frames of %2×%3</source>
        <translation>视频：%1 帧，每帧 %2×%3</translation>
    </message>
    <message>
        <source>t (time)</source>
        <translation>t（时间）</translation>
    </message>
    <message>
        <source>h (height: row)</source>
        <translation>h（高度：行）</translation>
    </message>
    <message>
        <source>w (width: column)</source>
        <translation>w（宽度：列）</translation>
    </message>
    <message>
        <source>each cell: its t, h and w ids, top to bottom; # = sequence index; framed: the patch the maps compare</source>
        <translation>每格自上而下为 t、h、w 编号；# = 序列下标；带框的是两张图比较的图块</translation>
    </message>
    <message>
        <source>next</source>
        <translation>下一个</translation>
    </message>
</context>
<context>
    <name>rope::ui::MropeView</name>
    <message>
        <source>Multimodal RoPE: how Qwen2-VL, Qwen2.5-VL and Qwen3-VL number text, images and video</source>
        <translation>多模态旋转位置编码：Qwen2-VL、Qwen2.5-VL 和 Qwen3-VL 如何为文本、图像和视频编号</translation>
    </message>
    <message>
        <source>Every token carries three position ids, time t, height h and width w, and each rotary pair turns with one of them. Below: a prompt as Hugging Face&apos;s &lt;code&gt;get_rope_index&lt;/code&gt; numbers it, which pairs each axis owns, and what that does to one image patch&apos;s scores. Head dimension 128 (64 pairs, half-split), the window&apos;s base.</source>
        <translation>每个 token 带三个位置编号：时间 t、高度 h、宽度 w，每个旋转对只随其中一个转动。下面依次是：Hugging Face 的 &lt;code&gt;get_rope_index&lt;/code&gt; 如何为一段提示词编号，每个轴占哪些频率对，以及这对一个图像块的分数有何影响。头维度 128（64 对，前后半配对），底数取窗口的设置。</translation>
    </message>
    <message>
        <source>The prompt&apos;s (t, h, w) ids</source>
        <translation>提示词的 (t, h, w) 编号</translation>
    </message>
    <message>
        <source>Which pairs each axis owns (64 pairs, fast to slow)</source>
        <translation>每个轴占哪些频率对（64 对，从快到慢）</translation>
    </message>
    <message>
        <source>Image height H in merged patches (each is 2 × 2 ViT patches of 14 px)</source>
        <translation>图像高度 H，以合并后的图块计（每块为 2 × 2 个 14 像素的 ViT 图块）</translation>
    </message>
    <message>
        <source>Image width W in merged patches</source>
        <translation>图像宽度 W，以合并后的图块计</translation>
    </message>
    <message>
        <source>Video frames F (after temporal merging), each 2 × 2 merged patches</source>
        <translation>视频帧数 F（时间合并之后），每帧 2 × 2 个合并图块</translation>
    </message>
    <message>
        <source>How a video frame&apos;s t id grows: Qwen2-VL by the frame index; Qwen2.5-VL by absolute time, frame · second_per_grid_t · tokens_per_second (1 s per frame, 2 tokens per second)</source>
        <translation>视频帧的 t 编号如何增长：Qwen2-VL 按帧序号；Qwen2.5-VL 按绝对时间，帧 · second_per_grid_t · tokens_per_second（每帧 1 秒，每秒 2 个编号）</translation>
    </message>
    <message>
        <source>Qwen2-VL: frame index</source>
        <translation>Qwen2-VL：帧序号</translation>
    </message>
    <message>
        <source>Qwen2.5-VL: 2 per second</source>
        <translation>Qwen2.5-VL：每秒 2</translation>
    </message>
    <message>
        <source>Which layouts of the pairs to draw</source>
        <translation>画出哪种频率对布局</translation>
    </message>
    <message>
        <source>both layouts</source>
        <translation>两种布局</translation>
    </message>
    <message>
        <source>chunked only</source>
        <translation>仅分块</translation>
    </message>
    <message>
        <source>interleaved only</source>
        <translation>仅交错</translation>
    </message>
    <message>
        <source>The selected image patch&apos;s row (or click a patch)</source>
        <translation>所选图像块的行（也可点击图块）</translation>
    </message>
    <message>
        <source>The selected image patch&apos;s column (or click a patch)</source>
        <translation>所选图像块的列（也可点击图块）</translation>
    </message>
    <message>
        <source>q and k: the same at every token, so the map shows position alone</source>
        <translation>q 和 k：每个 token 都相同，因此图中只体现位置</translation>
    </message>
    <message>
        <source>fixed: q = k = (1, …, 1)</source>
        <translation>固定：q = k = (1, …, 1)</translation>
    </message>
    <message>
        <source>random q, k</source>
        <translation>随机 q、k</translation>
    </message>
    <message>
        <source>Seed of the random q and k</source>
        <translation>随机 q、k 的种子</translation>
    </message>
    <message>
        <source>Image H</source>
        <translation>图像 H</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Video frames</source>
        <translation>视频帧数</translation>
    </message>
    <message>
        <source>Video t ids</source>
        <translation>视频 t 编号</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Patch row</source>
        <translation>图块行</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Patch (row %1, column %2) of the image: its score to every patch of the image</source>
        <translation>图像中的图块（第 %1 行，第 %2 列）：它对图像中每个图块的分数</translation>
    </message>
    <message>
        <source>1-D RoPE: id = sequence index</source>
        <translation>一维 RoPE：编号 = 序列下标</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>w</source>
        <translation>w</translation>
    </message>
    <message>
        <source>decoding: j + rope_deltas</source>
        <translation>解码：j + rope_deltas</translation>
    </message>
    <message>
        <source>rope_deltas = %1</source>
        <translation>rope_deltas = %1</translation>
    </message>
    <message>
        <source>sequence index j</source>
        <translation>序列下标 j</translation>
    </message>
    <message>
        <source>position id</source>
        <translation>位置编号</translation>
    </message>
    <message>
        <source>&lt;b&gt;rope_deltas&lt;/b&gt; = largest id + 1 − tokens = %1 + 1 − %2 = &lt;b&gt;%3&lt;/b&gt;. A block of H × W patches uses max(H, W) ids, not H·W, so the ids fall behind the sequence index. The first generated token (index %2) gets %2 + (%3) = &lt;b&gt;%4&lt;/b&gt; on all three axes: decoding continues at largest + 1.&lt;br&gt;&lt;b&gt;Text tokens are plain RoPE.&lt;/b&gt; They have t = h = w = p, so every pair turns by θ&lt;sub&gt;i&lt;/sub&gt;·p whichever axis owns it: the largest |M-RoPE angle − θ&lt;sub&gt;i&lt;/sub&gt;·p| over the text tokens is &lt;b&gt;%5&lt;/b&gt; (chunked) and &lt;b&gt;%6&lt;/b&gt; (interleaved). Over the image&apos;s patches, against θ&lt;sub&gt;i&lt;/sub&gt;·t, it is %7 and %8 rad: there the axes part.</source>
        <translation>&lt;b&gt;rope_deltas&lt;/b&gt; = 最大编号 + 1 − token 数 = %1 + 1 − %2 = &lt;b&gt;%3&lt;/b&gt;。H × W 个图块只占 max(H, W) 个编号，而不是 H·W 个，所以编号落后于序列下标。生成的第一个 token（下标 %2）在三个轴上都得到 %2 + (%3) = &lt;b&gt;%4&lt;/b&gt;：解码从最大编号 + 1 继续。&lt;br&gt;&lt;b&gt;文本 token 就是普通 RoPE。&lt;/b&gt;它们的 t = h = w = p，所以无论哪个轴拥有某一对，它都转过 θ&lt;sub&gt;i&lt;/sub&gt;·p：文本 token 上 |M-RoPE 角度 − θ&lt;sub&gt;i&lt;/sub&gt;·p| 的最大值为 &lt;b&gt;%5&lt;/b&gt;（分块）和 &lt;b&gt;%6&lt;/b&gt;（交错）。而在图像块上，与 θ&lt;sub&gt;i&lt;/sub&gt;·t 相比，它是 %7 和 %8 弧度：那里三个轴分开了。</translation>
    </message>
    <message>
        <source>t (time)</source>
        <translation>t（时间）</translation>
    </message>
    <message>
        <source>h (height)</source>
        <translation>h（高度）</translation>
    </message>
    <message>
        <source>w (width)</source>
        <translation>w（宽度）</translation>
    </message>
    <message>
        <source>%1 pairs, θ %2 … %3</source>
        <translation>%1 对，θ %2 … %3</translation>
    </message>
    <message>
        <source>Chunked gives t the fastest pairs and w only the slowest: within an image %1 patches wide the w angles move by at most %2 rad. Interleaved deals t, h, w in turn from the fastest pair on, so every axis has fast and slow pairs (w: up to %3 rad). θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/64&lt;/sup&gt;, base %4.</source>
        <translation>分块把最快的频率对给 t，只把最慢的给 w：在 %1 个图块宽的图像内，w 的角度最多变化 %2 弧度。交错从最快的一对开始轮流分给 t、h、w，因此每个轴都有快有慢（w：最多 %3 弧度）。θ&lt;sub&gt;i&lt;/sub&gt; = 底数&lt;sup&gt;−i/64&lt;/sup&gt;，底数 %4。</translation>
    </message>
    <message>
        <source>In the cells: the framed patch&apos;s score to itself, elsewhere how far each score is from it. One column away the score changes by %1 (chunked) and %2 (interleaved); one row away by %3 and %4. The patch&apos;s score to itself is %5 in both: its own rotation cancels. %6 All patches share t, so the t pairs add the same to every score.</source>
        <translation>格中数字：框出的图块对自身的分数，其他格是各分数与它之差。相隔一列，分数变化 %1（分块）和 %2（交错）；相隔一行，变化 %3 和 %4。图块对自身的分数在两种布局下都是 %5：它自己的旋转相互抵消。%6 所有图块共用同一个 t，所以 t 的频率对给每个分数加上相同的量。</translation>
    </message>
    <message>
        <source>With q = k = (1, …, 1) the score is (2/√d)·Σ cos(Δ·θ&lt;sub&gt;i&lt;/sub&gt;), √d = %1 at the patch itself.</source>
        <translation>当 q = k = (1, …, 1) 时，分数为 (2/√d)·Σ cos(Δ·θ&lt;sub&gt;i&lt;/sub&gt;)，在图块自身处为 √d = %1。</translation>
    </message>
    <message>
        <source>Random q and k (seed %1), the same at every token.</source>
        <translation>随机 q 和 k（种子 %1），每个 token 相同。</translation>
    </message>
    <message>
        <source>image %1×%2, video %3 frames (t ids: %4)</source>
        <translation>图像 %1×%2，视频 %3 帧（t 编号：%4）</translation>
    </message>
    <message>
        <source>Qwen2.5-VL absolute time</source>
        <translation>Qwen2.5-VL 绝对时间</translation>
    </message>
    <message>
        <source>Qwen2-VL frame index</source>
        <translation>Qwen2-VL 帧序号</translation>
    </message>
    <message>
        <source>patch (row %1, column %2)</source>
        <translation>图块（第 %1 行，第 %2 列）</translation>
    </message>
    <message>
        <source>random q, k (seed %1)</source>
        <translation>随机 q、k（种子 %1）</translation>
    </message>
    <message>
        <source>q = k = (1, …, 1)</source>
        <translation>q = k = (1, …, 1)</translation>
    </message>
    <message>
        <source>%1 layout only</source>
        <translation>只显示%1布局</translation>
    </message>
</context>
<context>
    <name>rope::ui::NopeComparison</name>
    <message>
        <source>The same query and key vector at every position, through a RoPE layer (%1) and a NoPE layer (N): without RoPE every logit is equal, so each query spreads its attention evenly over the keys it sees (1/(m + 1)); with RoPE the weights depend on the distance m − n alone.</source>
        <translation>每个位置都用同一个 query 向量和 key 向量，分别经过旋转位置编码层（%1）和 NoPE 层（N）：没有旋转位置编码时所有 logit 相等，每个 query 把注意力平均分给它能看到的 key（1/(m + 1)）；有旋转位置编码时，权重只取决于距离 m − n。</translation>
    </message>
    <message>
        <source>RoPE layer (%1)</source>
        <translation>旋转位置编码层（%1）</translation>
    </message>
    <message>
        <source>NoPE layer (N)</source>
        <translation>NoPE 层（N）</translation>
    </message>
    <message>
        <source>key n</source>
        <translation>key n</translation>
    </message>
    <message>
        <source>query m</source>
        <translation>query m</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>query position p</source>
        <translation>query 位置 p</translation>
    </message>
    <message>
        <source>query scale</source>
        <translation>query 缩放</translation>
    </message>
    <message>
        <source>Llama 4&apos;s NoPE layers multiply each query by 1 + %1 · ln(⌊(p + 1) / %2⌋ + 1): exactly 1 up to p = %3, %4 at p = 10⁶. Without position, a long context flattens attention over ever more keys; the growing scale sharpens it back (attn_temperature_tuning).</source>
        <translation>Llama 4 的 NoPE 层把每个 query 乘以 1 + %1 · ln(⌊(p + 1) / %2⌋ + 1)：在 p = %3 之前恰好为 1，在 p = 10⁶ 处为 %4。没有位置信息时，长上下文会把注意力摊平到越来越多的 key 上；不断增大的缩放又把它变得尖锐（attn_temperature_tuning）。</translation>
    </message>
</context>
<context>
    <name>rope::ui::PairingDiagram</name>
    <message>
        <source>Boxes are labelled with their interleaved index 2i + s; P moves each to slot s·d/2 + i. Colour: the pair&apos;s frequency, fast (yellow) → slow (purple).</source>
        <translation>方框标注的是它们的交错序号 2i + s；P 把每个方框移到槽位 s·d/2 + i。颜色：该对的频率，快（黄）→ 慢（紫）。</translation>
    </message>
</context>
<context>
    <name>rope::ui::PairingLabView</name>
    <message>
        <source>Apply P</source>
        <translation>应用 P</translation>
    </message>
    <message>
        <source>Interleaved or half-split: does it matter?</source>
        <translation>交错还是前后半：有区别吗？</translation>
    </message>
    <message>
        <source>Drag to move the components between the two layouts</source>
        <translation>拖动以在两种布局之间移动分量</translation>
    </message>
    <message>
        <source>Animate the permutation P from one layout to the other</source>
        <translation>以动画演示置换 P 从一种布局到另一种</translation>
    </message>
    <message>
        <source>Undo P</source>
        <translation>撤销 P</translation>
    </message>
    <message>
        <source>&lt;b&gt;Interleaved&lt;/b&gt;: pair i = (2i, 2i+1)</source>
        <translation>&lt;b&gt;交错&lt;/b&gt;：第 i 对 = (2i, 2i+1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Half-split&lt;/b&gt;: pair i = (i, i + d/2)</source>
        <translation>&lt;b&gt;前后半&lt;/b&gt;：第 i 对 = (i, i + d/2)</translation>
    </message>
    <message>
        <source>① Meta weights, interleaved RoPE: the head works</source>
        <translation>① Meta 权重，交错 RoPE：这个头正常工作</translation>
    </message>
    <message>
        <source>③ Weights permuted per head, half-split: back, exactly</source>
        <translation>③ 权重按头置换，前后半：完全恢复</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos; border=&apos;1&apos; style=&apos;border-collapse:collapse&apos;&gt;&lt;tr&gt;&lt;th&gt;interleaved, pair (2i, 2i+1)&lt;/th&gt;&lt;th&gt;half-split, pair (i, i + d/2)&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;RoFormer (paper and code)&lt;/td&gt;&lt;td&gt;GPT-NeoX&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Meta&apos;s LLaMA reference code (complex numbers, &lt;code&gt;view_as_complex&lt;/code&gt;)&lt;/td&gt;&lt;td&gt;Hugging Face &lt;code&gt;rotate_half&lt;/code&gt;: Llama, Mistral, Qwen, Phi, Gemma …&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;GPT-J, &quot;GPT-J style&quot;, &lt;code&gt;rotate_every_two&lt;/code&gt;&lt;/td&gt;&lt;td&gt;&quot;NeoX style&quot;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;MLX &lt;code&gt;traditional=True&lt;/code&gt;&lt;/td&gt;&lt;td&gt;MLX &lt;code&gt;traditional=False&lt;/code&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;llama.cpp &lt;code&gt;LLAMA_ROPE_TYPE_NORM&lt;/code&gt;&lt;/td&gt;&lt;td&gt;llama.cpp &lt;code&gt;LLAMA_ROPE_TYPE_NEOX&lt;/code&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos; border=&apos;1&apos; style=&apos;border-collapse:collapse&apos;&gt;&lt;tr&gt;&lt;th&gt;交错，配对 (2i, 2i+1)&lt;/th&gt;&lt;th&gt;前后半，配对 (i, i + d/2)&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;RoFormer（论文与代码）&lt;/td&gt;&lt;td&gt;GPT-NeoX&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Meta 的 LLaMA 参考代码（复数，&lt;code&gt;view_as_complex&lt;/code&gt;）&lt;/td&gt;&lt;td&gt;Hugging Face &lt;code&gt;rotate_half&lt;/code&gt;：Llama、Mistral、Qwen、Phi、Gemma……&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;GPT-J、“GPT-J 风格”、&lt;code&gt;rotate_every_two&lt;/code&gt;&lt;/td&gt;&lt;td&gt;“NeoX 风格”&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;MLX &lt;code&gt;traditional=True&lt;/code&gt;&lt;/td&gt;&lt;td&gt;MLX &lt;code&gt;traditional=False&lt;/code&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;llama.cpp &lt;code&gt;LLAMA_ROPE_TYPE_NORM&lt;/code&gt;&lt;/td&gt;&lt;td&gt;llama.cpp &lt;code&gt;LLAMA_ROPE_TYPE_NEOX&lt;/code&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Converting Meta&apos;s LLaMA to Hugging Face permutes the rows of W&lt;sub&gt;Q&lt;/sub&gt; and W&lt;sub&gt;K&lt;/sub&gt; per head (HF row s·d/2 + i ← Meta row 2i + s); &lt;code&gt;rope-explorer compute permute&lt;/code&gt; does the same.</source>
        <translation>把 Meta 的 LLaMA 转成 Hugging Face 格式时，会按头置换 W&lt;sub&gt;Q&lt;/sub&gt; 和 W&lt;sub&gt;K&lt;/sub&gt; 的行（HF 第 s·d/2 + i 行 ← Meta 第 2i + s 行）；&lt;code&gt;rope-explorer compute permute&lt;/code&gt; 做的是同样的事。</translation>
    </message>
    <message>
        <source>Δ = m − n (this app, Hugging Face, Meta)</source>
        <translation>Δ = m − n（本应用、Hugging Face、Meta）</translation>
    </message>
    <message>
        <source>counter-clockwise rotation (this app)</source>
        <translation>逆时针旋转（本应用）</translation>
    </message>
    <message>
        <source>clockwise rotation (some blog posts)</source>
        <translation>顺时针旋转（部分博客）</translation>
    </message>
    <message>
        <source>this app&apos;s s(Δ)</source>
        <translation>本应用的 s(Δ)</translation>
    </message>
    <message>
        <source>the chosen convention&apos;s curve</source>
        <translation>所选约定下的曲线</translation>
    </message>
    <message>
        <source>the horizontal variable of the chosen convention</source>
        <translation>所选约定的横轴变量</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>1 · Which components rotate together</source>
        <translation>1 · 哪些分量一起旋转</translation>
    </message>
    <message>
        <source>2 · The same q and k under both schemes</source>
        <translation>2 · 同样的 q 和 k，两种方式</translation>
    </message>
    <message>
        <source>3 · The weight-conversion trap</source>
        <translation>3 · 权重转换陷阱</translation>
    </message>
    <message>
        <source>4 · Names in the wild, and other sign conventions</source>
        <translation>4 · 各处的叫法，以及其他符号约定</translation>
    </message>
    <message>
        <source>At m = %1, n = %2: score (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = &lt;b&gt;%3&lt;/b&gt; interleaved, &lt;b&gt;%4&lt;/b&gt; half-split.</source>
        <translation>在 m = %1、n = %2：分数 (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) 交错为 &lt;b&gt;%3&lt;/b&gt;，前后半为 &lt;b&gt;%4&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Interleaved&lt;/b&gt; logits · diagonal spread %1</source>
        <translation>&lt;b&gt;交错&lt;/b&gt; logits · 对角线差值 %1</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>&lt;b&gt;Half-split&lt;/b&gt; logits · diagonal spread %1</source>
        <translation>&lt;b&gt;前后半&lt;/b&gt; logits · 对角线差值 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Half-split − interleaved&lt;/b&gt; · max |difference| %1</source>
        <translation>&lt;b&gt;前后半 − 交错&lt;/b&gt; · 最大 |差值| %1</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>&lt;b&gt;Equivalence:&lt;/b&gt; permute q and k with P and use half-split: the logits equal the interleaved ones to max |difference| &lt;b&gt;%1&lt;/b&gt; (first %2 positions).</source>
        <translation>&lt;b&gt;等价：&lt;/b&gt;用 P 置换 q 和 k 并使用前后半配对：logits 与交错配对的相等，最大 |差值| &lt;b&gt;%1&lt;/b&gt;（前 %2 个位置）。</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>The head was built to attend to Δ = 5. Converted weights match the original to max |difference| &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>这个头被构造为关注 Δ = 5。转换后的权重与原始权重一致，最大 |差值| &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Δ&apos; = n − m</source>
        <translation>Δ&apos; = n − m</translation>
    </message>
    <message>
        <source>Δ = m − n</source>
        <translation>Δ = m − n</translation>
    </message>
    <message>
        <source>These are the app&apos;s conventions: q at m, k at n, Δ = m − n, counter-clockwise.</source>
        <translation>这些是本应用的约定：q 位于 m，k 位于 n，Δ = m − n，逆时针。</translation>
    </message>
    <message>
        <source>② Same weights, half-split RoPE (HF code)</source>
        <translation>② 同样的权重，前后半配对 RoPE（HF 代码）</translation>
    </message>
    <message>
        <source>Δ&apos; = n − m (RoFormer&apos;s paper, %1)</source>
        <translation>Δ&apos; = n − m（RoFormer 论文、%1）</translation>
    </message>
    <message>
        <source>Both schemes rotate pairs by the same θ&lt;sub&gt;i&lt;/sub&gt;; they differ only in which two components form pair i. The two layouts differ by a fixed permutation P, so the math is equivalent — but weights are not interchangeable: the rows of W&lt;sub&gt;Q&lt;/sub&gt; and W&lt;sub&gt;K&lt;/sub&gt; are bound to one layout (%1).</source>
        <translation>两种方式都按同样的 θ&lt;sub&gt;i&lt;/sub&gt; 旋转各对；区别只在于哪两个分量组成第 i 对。两种排布相差一个固定置换 P，所以数学上等价——但权重不能互换：W&lt;sub&gt;Q&lt;/sub&gt; 和 W&lt;sub&gt;K&lt;/sub&gt; 的行绑定于一种排布（%1）。</translation>
    </message>
    <message>
        <source>A head trained with interleaved RoPE to look back %1 tokens (a bright diagonal). Port its weights to code that uses half-split RoPE and the pattern breaks; permute W&lt;sub&gt;Q&lt;/sub&gt; and W&lt;sub&gt;K&lt;/sub&gt; per head first and it returns exactly. Causal softmax weights, %2 tokens.</source>
        <translation>一个用交错配对 RoPE 训练、回看 %1 个 token 的头（一条亮的对角线）。把它的权重移植到使用前后半配对 RoPE 的代码中，模式就被破坏；先按头置换 W&lt;sub&gt;Q&lt;/sub&gt; 和 W&lt;sub&gt;K&lt;/sub&gt;，就能精确恢复。因果 softmax 权重，%2 个 token。</translation>
    </message>
    <message>
        <source>rows peaking at Δ = %1: &lt;b&gt;%2%&lt;/b&gt; (most at Δ = %3)</source>
        <translation>在 Δ = %1 处取峰的行：&lt;b&gt;%2%&lt;/b&gt;（最多的在 Δ = %3）</translation>
    </message>
    <message>
        <source>Writing the offset as n − m is only notation: the scores are the same numbers, the sine term is written (q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; − q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;) sin(Δ&apos;θ), and a curve against n − m is the app&apos;s curve mirrored left to right. </source>
        <translation>把相对位移写成 n − m 只是记号：分数是同样的数，正弦项写作 (q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; − q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;) sin(Δ&apos;θ)，对 n − m 画的曲线是本应用曲线的左右镜像。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Together they cancel on the plot&lt;/b&gt;: clockwise scores drawn against n − m trace the app&apos;s curve.</source>
        <translation>&lt;b&gt;两者一起在图上相互抵消&lt;/b&gt;：对 n − m 画出的顺时针分数与本应用的曲线重合。</translation>
    </message>
    <message>
        <source>clockwise rotation</source>
        <translation>顺时针旋转</translation>
    </message>
    <message>
        <source>Δ′ = n − m</source>
        <translation>Δ′ = n − m</translation>
    </message>
    <message>
        <source>Plot the score against Δ = m − n: query position minus key position</source>
        <translation>以 Δ = m − n 为横轴画分数：query 位置减 key 位置</translation>
    </message>
    <message>
        <source>Plot the same score against Δ&apos; = n − m, as RoFormer&apos;s paper writes it: the curve mirrored, the numbers unchanged</source>
        <translation>以 Δ&apos; = n − m 为横轴画同一个分数，如 RoFormer 论文的写法：曲线左右翻转，数值不变</translation>
    </message>
    <message>
        <source>R(θ) turns a pair counter-clockwise: (x, y) → (x cos θ − y sin θ, x sin θ + y cos θ)</source>
        <translation>R(θ) 把一对分量逆时针旋转：(x, y) → (x cos θ − y sin θ, x sin θ + y cos θ)</translation>
    </message>
    <message>
        <source>R(−θ) instead: the sign of every sin flips; scores at Δ become scores at −Δ</source>
        <translation>改用 R(−θ)：每个 sin 变号；Δ 处的分数变成 −Δ 处的分数</translation>
    </message>
    <message>
        <source>Each scheme pairs different components, so each clock compares different numbers at a given speed, and the logits differ. Both are still relative: with constant content each map is constant along its diagonals.</source>
        <translation>两种方式配对的分量不同，所以同一速度的时钟比较的是不同的数，logits 也不同。两者仍然都是相对的：内容恒定时，每张图沿对角线不变。</translation>
    </message>
    <message>
        <source>Click a clock to select its pair.</source>
        <translation>点击时钟选择该对。</translation>
    </message>
    <message>
        <source>P applied %1 %</source>
        <translation>P 已施加 %1 %</translation>
    </message>
    <message>
        <source>Rotating clockwise is a different RoPE: the sine term flips, s&lt;sub&gt;cw&lt;/sub&gt;(Δ) = s&lt;sub&gt;ccw&lt;/sub&gt;(−Δ), so every score away from Δ = 0 changes (at Δ = 0 nothing turns and the two curves meet). Toy B2 scores −1 instead of 1. </source>
        <translation>顺时针旋转是另一种 RoPE：正弦项变号，s&lt;sub&gt;cw&lt;/sub&gt;(Δ) = s&lt;sub&gt;ccw&lt;/sub&gt;(−Δ)，所以 Δ = 0 以外的分数都会变（Δ = 0 处什么都不转，两条曲线在此相交）。实验 B2 的分数是 −1 而不是 1。</translation>
    </message>
</context>
<context>
    <name>rope::ui::ParameterPanel</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; takes only the base from this panel; d and its other settings are its own controls, in the view.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;只从这个面板取底数；d 和其他设置来自视图里它自己的控件。</translation>
    </message>
    <message>
        <source>Base b of the frequencies θ_i = b^(−2i/d): larger b makes the slow pairs slower.</source>
        <translation>频率 θ_i = b^(−2i/d) 的底数 b：b 越大，慢对越慢。</translation>
    </message>
    <message>
        <source>Components per head, d (even): they rotate in d/2 pairs, one clock each.</source>
        <translation>每个头的分量数 d（偶数）：它们组成 d/2 对旋转，每对一个时钟。</translation>
    </message>
    <message>
        <source>Position m of the query: its pairs turn by m·θ_i.</source>
        <translation>query 的位置 m：它的各对转 m·θ_i。</translation>
    </message>
    <message>
        <source>Position n of the key: its pairs turn by n·θ_i.</source>
        <translation>key 的位置 n：它的各对转 n·θ_i。</translation>
    </message>
    <message>
        <source>Relative position (Δ = m − n)</source>
        <translation>相对位置 (Δ = m − n)</translation>
    </message>
    <message>
        <source>Δ = m − n, the only position the score depends on. Changing Δ moves the key n.</source>
        <translation>Δ = m − n，分数唯一依赖的位置量。改变 Δ 会移动 key 的位置 n。</translation>
    </message>
    <message>
        <source>all d</source>
        <translation>全部 d</translation>
    </message>
    <message>
        <source>Partial rotary (GPT-NeoX, GPT-J, Phi): only the first components rotate, the rest pass through unchanged. &quot;all d&quot; rotates every component.</source>
        <translation>部分旋转（GPT-NeoX、GPT-J、Phi）：只有前面的分量旋转，其余原样通过。“全部 d”旋转每个分量。</translation>
    </message>
    <message>
        <source>Fixed θ for every pair</source>
        <translation>所有对使用固定 θ</translation>
    </message>
    <message>
        <source>Replace θ_i = b^(−2i/d) by one angle θ for all pairs (the articles&apos; 2-D toy uses θ = π/2).</source>
        <translation>用同一个角度 θ 代替所有对的 θ_i = b^(−2i/d)（文章的二维示例用 θ = π/2）。</translation>
    </message>
    <message>
        <source>Which components rotate together: interleaved (RoFormer, Meta LLaMA, GPT-J) or half-split (GPT-NeoX, Hugging Face rotate_half).</source>
        <translation>哪些分量一起旋转：交错（RoFormer、Meta LLaMA、GPT-J）或前后半（GPT-NeoX、Hugging Face rotate_half）。</translation>
    </message>
    <message>
        <source>Constant q, k (same at every position)</source>
        <translation>恒定 q、k（每个位置相同）</translation>
    </message>
    <message>
        <source>Random tokens</source>
        <translation>随机 token</translation>
    </message>
    <message>
        <source>Look-back head</source>
        <translation>回看头</translation>
    </message>
    <message>
        <source>Toy q, k (from the experiments)</source>
        <translation>示例 q、k（来自实验）</translation>
    </message>
    <message>
        <source>Where the content vectors q_m = W_Q x_m and k_n = W_K x_n come from.</source>
        <translation>内容向量 q_m = W_Q x_m 和 k_n = W_K x_n 的来源。</translation>
    </message>
    <message>
        <source>Seed of the generated q, k and v: the same seed gives the same vectors.</source>
        <translation>生成 q、k、v 的种子：相同的种子给出相同的向量。</translation>
    </message>
    <message>
        <source>The look-back head&apos;s keys are built so attention peaks at this Δ.</source>
        <translation>回看头的 key 被构造成注意力在此 Δ 处达到峰值。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to the defaults: d = 64, b = 10000, N = 64, m = 6, n = 2.</source>
        <translation>恢复默认值：d = 64，b = 10000，N = 64，m = 6，n = 2。</translation>
    </message>
    <message>
        <source>Frequencies</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Not applied: %1.</source>
        <translation>未应用：%1。</translation>
    </message>
    <message>
        <source>Loaded tensors (%1 tokens)</source>
        <translation>已加载的张量（%1 个 token）</translation>
    </message>
    <message>
        <source>Fixed while the heatmaps show &quot;RoPE is not an element-wise weight&quot;: q = (1, 0) and k = (0, 1) in every pair.</source>
        <translation>热图显示“RoPE 不是逐元素权重”时固定：每一对都是 q = (1, 0)、k = (0, 1)。</translation>
    </message>
    <message>
        <source>The angle θ every pair turns per position when the fixed θ is on. Type a number or a multiple of π: pi/2, 3pi/4, 1e-3.</source>
        <translation>开启固定 θ 时，每一对在每个位置转过的角度 θ。可输入数字或 π 的倍数：pi/2、3pi/4、1e-3。</translation>
    </message>
    <message>
        <source>not applied</source>
        <translation>未应用</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 · in use: %3</source>
        <translation>%1 %2 · 使用中：%3</translation>
    </message>
    <message>
        <source>Tokens N in the attention heatmaps (positions 0 … N − 1), up to 131072 (Llama 3.1&apos;s context). Beyond 8192, random content is shown from sampled query rows; constant and look-back content stay exact in every row.</source>
        <translation>注意力热图中的 token 数 N（位置 0 … N − 1），最多 131072（Llama 3.1 的上下文长度）。超过 8192 时，随机内容由采样的 query 行显示；常量内容和回看头内容每一行仍然精确。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Causal mask (keys n ≤ m)</source>
        <translation>因果掩码（只见 n ≤ m）</translation>
    </message>
    <message>
        <source>Key n is visible to the query at m only when n ≤ m: −∞ is added to the logits of future keys before the softmax.</source>
        <translation>位置 m 的 query 只看得见 n ≤ m 的 key n：softmax 之前给未来 key 的 logits 加上 −∞。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; takes its parameters from its own controls, in the view. This panel sets the other views.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;的参数来自视图里它自己的控件；这个面板设置的是其他视图。</translation>
    </message>
</context>
<context>
    <name>rope::ui::PartialView</name>
    <message>
        <source>Which components turn? Partial RoPE, four conventions</source>
        <translation>哪些分量旋转？部分 RoPE 的四种约定</translation>
    </message>
    <message>
        <source>Head dimension d</source>
        <translation>头维度 d</translation>
    </message>
    <message>
        <source>Components per head</source>
        <translation>每个头的分量数</translation>
    </message>
    <message>
        <source>rotated r</source>
        <translation>旋转的 r</translation>
    </message>
    <message>
        <source>Rows rotated by one convention (row), read as another (column)</source>
        <translation>按一种约定（行）旋转的向量，当作另一种约定（列）来读</translation>
    </message>
    <message>
        <source>%1 (d/4)</source>
        <translation>%1（d/4）</translation>
    </message>
    <message>
        <source>%1 (d/2)</source>
        <translation>%1（d/2）</translation>
    </message>
    <message>
        <source>The largest |R&lt;sub&gt;a&lt;/sub&gt;x − R&lt;sub&gt;b&lt;/sub&gt;x| over positions 1 … %1, relative to the largest entry of a random x (d = %2, r = %3, base %4); 0 on the diagonal. Even Hugging Face&apos;s and Gemma 4&apos;s layouts, both half-split, disagree: Gemma 4 pairs i with i + d/2 and its exponent runs over the whole head, so its pair 1 turns at θ = b&lt;sup&gt;−2/%2&lt;/sup&gt; = %5 where the others&apos; turns at b&lt;sup&gt;−2/%3&lt;/sup&gt; = %6. Largest error: %7.</source>
        <translation>位置 1 … %1 上 |R&lt;sub&gt;a&lt;/sub&gt;x − R&lt;sub&gt;b&lt;/sub&gt;x| 的最大值，相对于随机向量 x 的最大分量（d = %2，r = %3，底数 %4）；对角线为 0。即使 Hugging Face 和 Gemma 4 都是前后对半，两者也不一致：Gemma 4 把 i 与 i + d/2 配对，指数以整个头为分母，所以它的第 1 对以 θ = b&lt;sup&gt;−2/%2&lt;/sup&gt; = %5 旋转，而其他约定的第 1 对以 b&lt;sup&gt;−2/%3&lt;/sup&gt; = %6 旋转。最大误差：%7。</translation>
    </message>
    <message>
        <source>Many models rotate only r of a head&apos;s d components and let the rest pass through. Which r, and how they pair, is in no config key: it is each model&apos;s code. The same r means four different rotations below. Colour is the pair&apos;s frequency; cells with the same number turn together. d and r are this view&apos;s own, set here; the window&apos;s parameters give only the base.</source>
        <translation>许多模型只旋转一个头 d 个分量中的 r 个，其余直接通过。旋转哪 r 个、怎样配对，不在任何配置键里，而在各模型的代码里。同一个 r 在下面对应四种不同的旋转。颜色表示该对的频率；数字相同的格子一起旋转。d 和 r 由本视图自己设定；窗口的参数只提供底数。</translation>
    </message>
    <message>
        <source>How many components rotate (GPT-NeoX-20B, Qwen3-Next and Gemma 4&apos;s global layers: d/4)</source>
        <translation>旋转多少个分量（GPT-NeoX-20B、Qwen3-Next 和 Gemma 4 的全局层：d/4）</translation>
    </message>
    <message>
        <source>d = %1, r = %2 rotated</source>
        <translation>d = %1，旋转 r = %2 个分量</translation>
    </message>
</context>
<context>
    <name>rope::ui::PeFamiliesView</name>
    <message>
        <source>nothing to run out of; only a causal mask tells order</source>
        <translation>没有会用完的东西；只有因果掩码能区分顺序</translation>
    </message>
    <message>
        <source>no vector from position %1 on: blank cells</source>
        <translation>从位置 %1 起没有向量：空白格子</translation>
    </message>
    <message>
        <source>vectors for any position, none seen in training</source>
        <translation>任何位置都有向量，但训练中没见过</translation>
    </message>
    <message>
        <source>|Δ| ≥ %1 all share the last bucket: flat</source>
        <translation>|Δ| ≥ %1 都共用最后一个桶：变平</translation>
    </message>
    <message>
        <source>the line goes on: far keys fade further</source>
        <translation>直线继续延伸：越远的 key 越弱</translation>
    </message>
    <message>
        <source>the log goes on, flatter than ALiBi&apos;s line</source>
        <translation>对数继续延伸，比 ALiBi 的直线平缓</translation>
    </message>
    <message>
        <source>the scale keeps shrinking far scores; angles as RoPE&apos;s</source>
        <translation>缩放继续压低远处的分数；角度与 RoPE 相同</translation>
    </message>
    <message>
        <source>only fast pairs turn: no unseen slow angles</source>
        <translation>只有快速对旋转：没有未见过的慢速角度</translation>
    </message>
    <message>
        <source>slow pairs reach angles unseen in training (scaling methods stretch them)</source>
        <translation>慢速对转到训练中没见过的角度（缩放方法会拉伸它们）</translation>
    </message>
    <message>
        <source>every 4th layer of SmolLM3 and Llama 4</source>
        <translation>SmolLM3 和 Llama 4 每 4 层中的一层</translation>
    </message>
    <message>
        <source>GPT-2, OPT, BERT</source>
        <translation>GPT-2、OPT、BERT</translation>
    </message>
    <message>
        <source>the original Transformer</source>
        <translation>最初的 Transformer</translation>
    </message>
    <message>
        <source>T5, Flan-T5</source>
        <translation>T5、Flan-T5</translation>
    </message>
    <message>
        <source>BLOOM, MPT</source>
        <translation>BLOOM、MPT</translation>
    </message>
    <message>
        <source>research models (Chi et al. 2022)</source>
        <translation>研究模型（Chi 等，2022）</translation>
    </message>
    <message>
        <source>LEX (Sun et al. 2022)</source>
        <translation>LEX（Sun 等，2022）</translation>
    </message>
    <message>
        <source>Gemma 4&apos;s proportional RoPE</source>
        <translation>Gemma 4 的比例 RoPE</translation>
    </message>
    <message>
        <source>Llama, Qwen, Mistral, Gemma, DeepSeek</source>
        <translation>Llama、Qwen、Mistral、Gemma、DeepSeek</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Δ only? (diagonal spread)</source>
        <translation>只依赖 Δ？（对角线差值）</translation>
    </message>
    <message>
        <source>Falls with distance? (near − far)</source>
        <translation>随距离下降？（近 − 远）</translation>
    </message>
    <message>
        <source>Learned numbers (H = %1)</source>
        <translation>学习的参数（H = %1）</translation>
    </message>
    <message>
        <source>Extra numbers for N = %1</source>
        <translation>N = %1 时额外的数</translation>
    </message>
    <message>
        <source>Past the training length: %1. Shipped in: %2.</source>
        <translation>超出训练长度：%1。用于：%2。</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>是（%1）</translation>
    </message>
    <message>
        <source>no (%1)</source>
        <translation>否（%1）</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Near − far: the mean logit over |Δ| ≤ N/8 minus that over |Δ| ≥ N/2. Extra numbers: what the encoding holds for N positions besides q and k (a table, cos and sin, a bias per head and cell, as the reference code builds it). Learned numbers are added to the model; ALiBi&apos;s slopes are fixed.</source>
        <translation>近 − 远：|Δ| ≤ N/8 上的平均 logit 减去 |Δ| ≥ N/2 上的平均 logit。额外的数：除 q 和 k 之外，编码为 N 个位置保存的数（一张表、cos 和 sin、每个头每个格子的偏置，按参考代码的构造方式）。学习的参数会加到模型里；ALiBi 的斜率是固定的。</translation>
    </message>
    <message>
        <source>N = %1, L = %2, d = %3, base 10000</source>
        <translation>N = %1，L = %2，d = %3，底数 10000</translation>
    </message>
    <message>
        <source>q = k (seed %1)</source>
        <translation>q = k（种子 %1）</translation>
    </message>
    <message>
        <source>independent q, k (seed %1)</source>
        <translation>独立的 q、k（种子 %1）</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>no mask</source>
        <translation>无掩码</translation>
    </message>
    <message>
        <source>T5: %1 buckets, max distance %2</source>
        <translation>T5：%1 个桶，最大距离 %2</translation>
    </message>
    <message>
        <source>head %1 of %2</source>
        <translation>第 %1 个头（共 %2 个）</translation>
    </message>
    <message>
        <source>KERPLE r₁ = %1, r₂ = %2</source>
        <translation>KERPLE r₁ = %1，r₂ = %2</translation>
    </message>
    <message>
        <source>xPos B = %1</source>
        <translation>xPos B = %1</translation>
    </message>
    <message>
        <source>p-RoPE p = %1</source>
        <translation>p-RoPE p = %1</translation>
    </message>
    <message>
        <source>learned table from %1</source>
        <translation>学习位置表来自 %1</translation>
    </message>
    <message>
        <source>Open table…</source>
        <translation>打开位置表…</translation>
    </message>
    <message>
        <source>Seeded table</source>
        <translation>随机种子生成的表</translation>
    </message>
    <message>
        <source>Position encodings side by side: which depend on m − n only?</source>
        <translation>位置编码并排比较：哪些只依赖 m − n？</translation>
    </message>
    <message>
        <source>Nine ways to tell attention where tokens are, on the same content: one query vector q and one key vector k stand at every position, so whatever changes across a map is the encoding&apos;s doing. &lt;b&gt;Added&lt;/b&gt; encodings (learned, sinusoidal) change q and k by their absolute positions; &lt;b&gt;biases&lt;/b&gt; (T5, ALiBi, KERPLE) add b(m − n) to each logit; &lt;b&gt;rotations&lt;/b&gt; (RoPE, p-RoPE, xPos) turn q and k so that only m − n survives in q̃·k̃. NoPE adds nothing. Each family&apos;s logits go through the same attention code.</source>
        <translation>告诉注意力 token 在哪里的九种方式，作用在同样的内容上：每个位置都是同一个 query 向量 q 和同一个 key 向量 k，所以图上的任何变化都来自位置编码。&lt;b&gt;相加&lt;/b&gt;的编码（学习位置、Sinusoidal）按绝对位置改变 q 和 k；&lt;b&gt;偏置&lt;/b&gt;（T5、ALiBi、KERPLE）在每个 logit 上加 b(m − n)；&lt;b&gt;旋转&lt;/b&gt;（RoPE、p-RoPE、xPos）转动 q 和 k，使 q̃·k̃ 中只剩下 m − n。NoPE 什么都不加。每一类的 logit 都经过同一段注意力代码。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The logit against Δ = m − n&lt;/b&gt;: a line where every diagonal holds one value, a band where it holds several</source>
        <translation>&lt;b&gt;logit 随 Δ = m − n 的变化&lt;/b&gt;：每条对角线只有一个值时是一条线，有多个值时是一条带</translation>
    </message>
    <message>
        <source>&lt;b&gt;The N × N logits&lt;/b&gt; (query m down, key n across), one colour scale; grey: masked, or no position vector</source>
        <translation>&lt;b&gt;N × N 的 logit&lt;/b&gt;（query m 向下，key n 向右），同一色标；灰色：被掩码，或没有位置向量</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Positions shown, 0 … N − 1</source>
        <translation>显示的位置，0 … N − 1</translation>
    </message>
    <message>
        <source>training length L</source>
        <translation>训练长度 L</translation>
    </message>
    <message>
        <source>The learned table&apos;s rows: positions from L on have no vector. The curve marks Δ = L.</source>
        <translation>学习位置表的行数：从 L 起的位置没有向量。曲线上标出 Δ = L。</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>The head dimension of the lab (a checkpoint&apos;s table brings its own width)</source>
        <translation>本实验的头维度（检查点的位置表自带宽度）</translation>
    </message>
    <message>
        <source>q = k</source>
        <translation>q = k</translation>
    </message>
    <message>
        <source>independent</source>
        <translation>独立</translation>
    </message>
    <message>
        <source>content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>q = k: the same vector as query and key, so RoPE&apos;s score peaks at Δ = 0; independent: two random vectors. Either way the same at every position.</source>
        <translation>q = k：query 和 key 用同一个向量，所以 RoPE 的分数在 Δ = 0 处最高；独立：两个随机向量。无论哪种，每个位置都相同。</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Seed of the content and of the learned and T5 tables</source>
        <translation>内容、学习位置表和 T5 表的种子</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>Causal: key n visible to query m only when n ≤ m (T5&apos;s decoder buckets)</source>
        <translation>因果：只有 n ≤ m 时 key n 对 query m 可见（T5 解码器的分桶）</translation>
    </message>
    <message>
        <source>T5 buckets</source>
        <translation>T5 桶数</translation>
    </message>
    <message>
        <source>relative_attention_num_buckets (T5: 32)</source>
        <translation>relative_attention_num_buckets（T5：32）</translation>
    </message>
    <message>
        <source>max distance</source>
        <translation>最大距离</translation>
    </message>
    <message>
        <source>relative_attention_max_distance (T5: 128): every |Δ| from here on shares the last bucket</source>
        <translation>relative_attention_max_distance（T5：128）：从这里起的每个 |Δ| 共用最后一个桶</translation>
    </message>
    <message>
        <source>heads H</source>
        <translation>头数 H</translation>
    </message>
    <message>
        <source>Heads of the bias families: ALiBi&apos;s slopes are 2^(−8h/H)</source>
        <translation>偏置类编码的头数：ALiBi 的斜率为 2^(−8h/H)</translation>
    </message>
    <message>
        <source>head h</source>
        <translation>头 h</translation>
    </message>
    <message>
        <source>The head drawn, from 0: ALiBi&apos;s slope 2^(−8(h+1)/H)</source>
        <translation>画出的头，从 0 开始：ALiBi 的斜率为 2^(−8(h+1)/H)</translation>
    </message>
    <message>
        <source>KERPLE r₁</source>
        <translation>KERPLE r₁</translation>
    </message>
    <message>
        <source>b(Δ) = −r₁·ln(1 + r₂·|Δ|)</source>
        <translation>b(Δ) = −r₁·ln(1 + r₂·|Δ|)</translation>
    </message>
    <message>
        <source>r₂</source>
        <translation>r₂</translation>
    </message>
    <message>
        <source>xPos B</source>
        <translation>xPos B</translation>
    </message>
    <message>
        <source>xPos&apos;s scale base: pair i&apos;s term carries ζ_i^(Δ/B) (the paper: 512)</source>
        <translation>xPos 的缩放底数：第 i 对的项带有 ζ_i^(Δ/B)（论文中为 512）</translation>
    </message>
    <message>
        <source>p-RoPE p</source>
        <translation>p-RoPE p</translation>
    </message>
    <message>
        <source>The share of the pairs that turn (the fastest); the slowest 1 − p are NoPE</source>
        <translation>旋转的对所占的比例（最快的那些）；最慢的 1 − p 不加位置编码（NoPE）</translation>
    </message>
    <message>
        <source>Read a checkpoint&apos;s learned position table (GPT-2&apos;s wpe, OPT&apos;s embed_positions) for the learned family: its rows are L, its width the content&apos;s</source>
        <translation>为学习位置类读取检查点的学习位置表（GPT-2 的 wpe、OPT 的 embed_positions）：它的行数就是 L，宽度就是内容的宽度</translation>
    </message>
    <message>
        <source>Back to a seeded table of L rows</source>
        <translation>回到由种子生成的 L 行表</translation>
    </message>
    <message>
        <source>Open a checkpoint&apos;s position table</source>
        <translation>打开检查点的位置表</translation>
    </message>
    <message>
        <source>Safetensors checkpoints (*.safetensors *.safetensors.index.json);;All files (*)</source>
        <translation>Safetensors 检查点 (*.safetensors *.safetensors.index.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The table could not be read: %1</source>
        <translation>无法读取位置表：%1</translation>
    </message>
    <message>
        <source>Learned family: &lt;b&gt;%1&lt;/b&gt; of %2, %3 positions × %4 (the content takes its width, d = %4).</source>
        <translation>学习位置类：%2 中的 &lt;b&gt;%1&lt;/b&gt;，%3 个位置 × %4（内容采用它的宽度，d = %4）。</translation>
    </message>
    <message>
        <source>Tick at least one family to compare.</source>
        <translation>请至少勾选一类来比较。</translation>
    </message>
    <message>
        <source>%1 (mean, band: spread)</source>
        <translation>%1（均值，带：对角线差值）</translation>
    </message>
    <message>
        <source>Δ = m − n (positions)</source>
        <translation>Δ = m − n（位置）</translation>
    </message>
    <message>
        <source>logit q̃·k̃/√d + b(Δ)</source>
        <translation>logit q̃·k̃/√d + b(Δ)</translation>
    </message>
    <message>
        <source>key n</source>
        <translation>key n</translation>
    </message>
    <message>
        <source>query m</source>
        <translation>query m</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · spread %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · 对角线差值 %2</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>No position encoding: q·k/√d alone</source>
        <translation>不加位置编码：只有 q·k/√d</translation>
    </message>
    <message>
        <source>A learned vector per position added to q and k (GPT-2&apos;s wpe)</source>
        <translation>每个位置一个学习到的向量，加到 q 和 k 上（GPT-2 的 wpe）</translation>
    </message>
    <message>
        <source>Vectors of sin mθ_i and cos mθ_i added to q and k (the original Transformer)</source>
        <translation>由 sin mθ_i 和 cos mθ_i 组成的向量，加到 q 和 k 上（最初的 Transformer）</translation>
    </message>
    <message>
        <source>A learned bias per bucket of m − n added to the logits (T5)</source>
        <translation>m − n 的每个桶一个学习到的偏置，加到 logit 上（T5）</translation>
    </message>
    <message>
        <source>−slope·|m − n| added to the logits (BLOOM, MPT)</source>
        <translation>把 −slope·|m − n| 加到 logit 上（BLOOM、MPT）</translation>
    </message>
    <message>
        <source>−r₁·ln(1 + r₂·|m − n|) added to the logits</source>
        <translation>把 −r₁·ln(1 + r₂·|m − n|) 加到 logit 上</translation>
    </message>
    <message>
        <source>RoPE with a decay ζ_i^(Δ/B) per pair</source>
        <translation>每对带衰减 ζ_i^(Δ/B) 的 RoPE</translation>
    </message>
    <message>
        <source>RoPE on the fastest share p of the pairs; the others do not turn</source>
        <translation>只对最快的比例为 p 的那些对做 RoPE；其余的对不旋转</translation>
    </message>
    <message>
        <source>q and k rotated by their positions</source>
        <translation>q 和 k 按各自的位置旋转</translation>
    </message>
    <message>
        <source>Each line is the mean logit over the cells with that Δ; its band runs from the lowest to the highest. A family whose logits depend on Δ only draws a line with no band.</source>
        <translation>每条线是该 Δ 上各格子 logit 的平均值；它的带从最低值延伸到最高值。logit 只依赖 Δ 的编码只画出一条线，没有带。</translation>
    </message>
    <message>
        <source>RoPE is the wide line; xPos and p-RoPE, drawn over it, follow it closely.</source>
        <translation>RoPE 是那条宽线；xPos 和 p-RoPE 画在它上面，紧贴着它。</translation>
    </message>
    <message>
        <source>Grey verticals: |Δ| = L, the training length of the learned table.</source>
        <translation>灰色竖线：|Δ| = L，学习位置表的训练长度。</translation>
    </message>
</context>
<context>
    <name>rope::ui::PipelineDiagram</name>
    <message>
        <source>tokens x</source>
        <translation>token x</translation>
    </message>
    <message>
        <source>N × D</source>
        <translation>N × D</translation>
    </message>
    <message>
        <source>N × d</source>
        <translation>N × d</translation>
    </message>
    <message>
        <source>S = q̃·k̃ᵀ/√d</source>
        <translation>S = q̃·k̃ᵀ/√d</translation>
    </message>
    <message>
        <source>S + M</source>
        <translation>S + M</translation>
    </message>
    <message>
        <source>A = softmax</source>
        <translation>A = softmax</translation>
    </message>
    <message>
        <source>N × N scores</source>
        <translation>N × N 分数</translation>
    </message>
    <message>
        <source>mask: 0 or −∞</source>
        <translation>掩码：0 或 −∞</translation>
    </message>
    <message>
        <source>rows sum to 1</source>
        <translation>每行和为 1</translation>
    </message>
    <message>
        <source>Every query against every key. RoPE never touches these N × N matrices: no rotation, no element-wise weight.</source>
        <translation>每个 query 对每个 key。RoPE 从不触碰这些 N × N 矩阵：既不旋转，也不逐元素加权。</translation>
    </message>
    <message>
        <source>O = A·V</source>
        <translation>O = A·V</translation>
    </message>
    <message>
        <source>V rotated too: absolute positions enter the values</source>
        <translation>V 也被旋转：绝对位置进入了 value</translation>
    </message>
    <message>
        <source>V is not rotated: the weights already carry m − n</source>
        <translation>V 不旋转：权重已经携带 m − n</translation>
    </message>
    <message>
        <source>d × d</source>
        <translation>d × d</translation>
    </message>
    <message>
        <source>Rₘ: d × d, block diagonal;
the first %1 of d/2 blocks, enlarged</source>
        <translation>Rₘ：d × d，分块对角；
放大显示 d/2 块中的前 %1 块</translation>
    </message>
    <message>
        <source>continued below ↓</source>
        <translation>接下方 ↓</translation>
    </message>
</context>
<context>
    <name>rope::ui::PipelineView</name>
    <message>
        <source>Rotate V too</source>
        <translation>也旋转 V</translation>
    </message>
    <message>
        <source>Where does RoPE act?</source>
        <translation>RoPE 作用在哪里？</translation>
    </message>
    <message>
        <source>Why is V not rotated?</source>
        <translation>为什么不旋转 V？</translation>
    </message>
    <message>
        <source>The weights A already depend on the positions through m − n only. Shift the whole sequence by s positions and they do not change, so neither does the output A·V. Rotate V too and the values carry absolute positions: the same sequence, shifted, gives a different output.</source>
        <translation>权重 A 已经只通过 m − n 依赖位置。把整个序列平移 s 个位置，权重不变，输出 A·V 也不变。如果也旋转 V，value 就带上了绝对位置：同一序列平移后，输出就不同了。</translation>
    </message>
    <message>
        <source>Send v through R_n as well (what RoPE does not do), and see the shift test fail</source>
        <translation>让 v 也经过 R_n（RoPE 并不这样做），看平移测试失败</translation>
    </message>
    <message>
        <source>How many positions the whole sequence moves in the shift test</source>
        <translation>平移测试中整个序列移动的位置数</translation>
    </message>
    <message>
        <source>shift s</source>
        <translation>平移 s</translation>
    </message>
    <message>
        <source>Drawn: the first %1 tokens (query at m = %2, key at n = %3). For all N = %4 tokens the head computes &lt;b&gt;N² = %5&lt;/b&gt; query–key scores, each a d = %6 dot product, and RoPE adds %8N = %7 rotations of d numbers. Attention stays O(N²·d): RoPE does not make it linear.</source>
        <translation>图中画出前 %1 个 token（query 在 m = %2，key 在 n = %3）。对全部 N = %4 个 token，该头要计算 &lt;b&gt;N² = %5&lt;/b&gt; 个 query–key 分数，每个是 d = %6 维的点积；RoPE 只增加 %8N = %7 次 d 维旋转。注意力仍是 O(N²·d)：RoPE 不会让它变成线性的。</translation>
    </message>
    <message>
        <source>Shift every position by s = %1: max |O(shifted) − O| = %2 with V as it is (the weights see m − n only), %3 with V rotated too (absolute positions leak into the values).</source>
        <translation>把每个位置平移 s = %1：V 保持原样时 max |O(平移) − O| = %2（权重只看到 m − n）；V 也旋转时为 %3（绝对位置渗入了 value）。</translation>
    </message>
    <message>
        <source>V rotated too, shift s = %1</source>
        <translation>V 也旋转，平移 s = %1</translation>
    </message>
    <message>
        <source>shift s = %1</source>
        <translation>平移 s = %1</translation>
    </message>
    <message>
        <source>One attention head, left to right. The projections make q, k and v from the tokens; R&lt;sub&gt;m&lt;/sub&gt; then turns the d features of the query at m (pair i by m·θ&lt;sub&gt;i&lt;/sub&gt;) and R&lt;sub&gt;n&lt;/sub&gt; those of the key at n. Only after that are the N × N scores formed, masked and normalised. The rotation is a d × d matrix acting on one token at a time: it never meets the N × N matrix, and nothing is multiplied into the scores element by element. Colours: blue negative, red positive, grey masked; the weights A are never negative and run from dark purple (0) to yellow (the largest).</source>
        <translation>一个注意力头，从左到右。投影由 token 得到 q、k、v；然后 R&lt;sub&gt;m&lt;/sub&gt; 旋转位于 m 的 query 的 d 个特征（第 i 对旋转 m·θ&lt;sub&gt;i&lt;/sub&gt;），R&lt;sub&gt;n&lt;/sub&gt; 旋转位于 n 的 key。此后才形成 N × N 分数，再加掩码、归一化。旋转是一次作用于一个 token 的 d × d 矩阵：它从不接触 N × N 矩阵，也没有任何东西逐元素乘进分数。颜色：蓝为负，红为正，灰为被掩码；权重 A 没有负值，从深紫（0）到黄（最大）。</translation>
    </message>
</context>
<context>
    <name>rope::ui::PrecisionLabView</name>
    <message>
        <source>show the remedy: angles in fp32</source>
        <translation>显示补救方法：用 fp32 计算角度</translation>
    </message>
    <message>
        <source>What does low precision do to RoPE at long positions?</source>
        <translation>低精度在长位置上对 RoPE 做了什么？</translation>
    </message>
    <message>
        <source>A larger base makes the slowest angles smaller, and their errors too</source>
        <translation>底数越大，最慢的角度越小，误差也越小</translation>
    </message>
    <message>
        <source>The format of the heatmap&apos;s pipeline</source>
        <translation>热图所用数值流水线的格式</translation>
    </message>
    <message>
        <source>The fixed Δ = m − n of the score-error curve</source>
        <translation>分数误差曲线所用的固定 Δ = m − n</translation>
    </message>
    <message>
        <source>The first position of the heatmap&apos;s window</source>
        <translation>热图窗口的起始位置</translation>
    </message>
    <message>
        <source>Dashed: bf16/fp16 pipelines whose positions, angles and cos/sin are computed in fp32, rounded only when stored — what Hugging Face does now</source>
        <translation>虚线：bf16/fp16 数值流水线，其位置、角度和 cos/sin 都用 fp32 计算，只在存储时舍入——这正是 Hugging Face 现在的做法</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>|represented − p| (+1)</source>
        <translation>|表示值 − p| (+1)</translation>
    </message>
    <message>
        <source>query position m (n = m − Δ)</source>
        <translation>query 位置 m（n = m − Δ）</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>heatmap: format</source>
        <translation>热图：格式</translation>
    </message>
    <message>
        <source>positions from</source>
        <translation>起始位置</translation>
    </message>
    <message>
        <source>&lt;b&gt;1 · The position each format can hold.&lt;/b&gt; bf16 keeps 8 significant bits: above 256 it cannot tell neighbouring positions apart.</source>
        <translation>&lt;b&gt;1 · 每种格式能表示的位置。&lt;/b&gt;bf16 保留 8 位有效二进制位：超过 256 后无法区分相邻位置。</translation>
    </message>
    <message>
        <source>&lt;b&gt;3 · The score for a fixed Δ as the absolute position grows.&lt;/b&gt; In exact arithmetic it never changes (RoPE is relative); in low precision it drifts.</source>
        <translation>&lt;b&gt;3 · 固定 Δ 的分数随绝对位置增大的变化。&lt;/b&gt;精确计算时它从不改变（RoPE 是相对的）；低精度下它会漂移。</translation>
    </message>
    <message>
        <source>&lt;b&gt;4 · |logit − fp64 logit| over a window of long positions:&lt;/b&gt; the diagonals stop being constant.</source>
        <translation>&lt;b&gt;4 · 一段长位置窗口上的 |logit − fp64 logit|：&lt;/b&gt;对角线不再恒定。</translation>
    </message>
    <message>
        <source>A model in bf16 or fp16 may compute positions, angles and cos/sin in that format. Then the angle p·θ&lt;sub&gt;i&lt;/sub&gt; at long positions is off, and q̃·k̃ no longer depends on m − n alone. Computing the angles in fp32 (or better) and rounding only the stored cos/sin is the remedy implementations adopted.</source>
        <translation>以 bf16 或 fp16 运行的模型可能用该格式计算位置、角度和 cos/sin。于是长位置处的角度 p·θ&lt;sub&gt;i&lt;/sub&gt; 出现偏差，q̃·k̃ 不再只依赖 m − n。用 fp32（或更高精度）计算角度、只在存储 cos/sin 时舍入，是各实现采用的补救方法。</translation>
    </message>
    <message>
        <source>257 is held as &lt;b&gt;%1&lt;/b&gt; in bf16, %2 in fp16, %3 in fp32 · 2049 as %4 in fp16 · 16,777,217 as %5 in fp32. fp16 cannot hold positions above 65,504 at all (∞).</source>
        <translation>257 在 bf16 中存为 &lt;b&gt;%1&lt;/b&gt;，在 fp16 中为 %2，在 fp32 中为 %3 · 2049 在 fp16 中为 %4 · 16,777,217 在 fp32 中为 %5。fp16 完全无法表示 65,504 以上的位置（∞）。</translation>
    </message>
    <message>
        <source>, fp32 angles</source>
        <translation>，fp32 角度</translation>
    </message>
    <message>
        <source>key position n − %1</source>
        <translation>key 位置 n − %1</translation>
    </message>
    <message>
        <source>query position m − %1</source>
        <translation>query 位置 m − %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;|logit − fp64|&lt;/b&gt;, %1 pipeline</source>
        <translation>&lt;b&gt;|logit − fp64|&lt;/b&gt;，%1 数值流水线</translation>
    </message>
    <message>
        <source>error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>fp64: max spread along diagonals &lt;b&gt;%1&lt;/b&gt; (relative: constant diagonals). %2: max |logit − fp64| &lt;b&gt;%3&lt;/b&gt;, spread along diagonals %4. %2 with fp32 angles: max |logit − fp64| &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>fp64：沿对角线的最大差值 &lt;b&gt;%1&lt;/b&gt;（相对：对角线恒定）。%2：最大 |logit − fp64| &lt;b&gt;%3&lt;/b&gt;，沿对角线差值 %4。%2 使用 fp32 角度：最大 |logit − fp64| &lt;b&gt;%5&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;|logit − fp64|&lt;/b&gt;, %1 pipeline: not representable</source>
        <translation>&lt;b&gt;|logit − fp64|&lt;/b&gt;，%1 数值流水线：无法表示</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refused:&lt;/b&gt; %1. Set the window&apos;s start to at most %2.</source>
        <translation>&lt;b&gt;已拒绝：&lt;/b&gt;%1。请把窗口起点设为不超过 %2。</translation>
    </message>
    <message>
        <source>angle error (rad)</source>
        <translation>角度误差（弧度）</translation>
    </message>
    <message>
        <source>%1, Δ = %2 from position %3</source>
        <translation>%1，从位置 %3 起 Δ = %2</translation>
    </message>
    <message>
        <source>angles in fp32</source>
        <translation>角度用 fp32 计算</translation>
    </message>
    <message>
        <source>lab head: d = %1, base %2</source>
        <translation>实验用的头：d = %1，底数 %2</translation>
    </message>
    <message>
        <source>The head dimension d of the precision lab&apos;s head: d/2 pairs</source>
        <translation>精度实验中这个头的维度 d：d/2 对</translation>
    </message>
    <message>
        <source>&lt;b&gt;2 · The angle p·θ&lt;sub&gt;i&lt;/sub&gt; in the format&lt;/b&gt;, fastest pair (solid) and slowest (dotted): the error grows with the position. The bf16 and fp16 lines compute the angle in that format; a pipeline that computes it in fp32 has fp32&apos;s error whatever it stores in, so it has no lines of its own. fp32 (green) is exact for the fastest pair, θ = 1: its line lies on the floor, 10⁻⁹.</source>
        <translation>&lt;b&gt;2 · 该格式下的角度 p·θ&lt;sub&gt;i&lt;/sub&gt;&lt;/b&gt;，最快的一对（实线）和最慢的一对（点线）：误差随位置增大。bf16 和 fp16 的线在该格式下计算角度；用 fp32 计算角度的数值流水线，无论用什么格式存储，误差都与 fp32 相同，所以不另画线。fp32（绿线）对最快的一对 θ = 1 没有误差：它的线贴在底线 10⁻⁹ 上。</translation>
    </message>
    <message>
        <source>fastest pair</source>
        <translation>最快的一对</translation>
    </message>
    <message>
        <source>slowest pair</source>
        <translation>最慢的一对</translation>
    </message>
    <message>
        <source>score error |s − s(fp64)|</source>
        <translation>分数误差 |s − s(fp64)|</translation>
    </message>
</context>
<context>
    <name>rope::ui::QuickOpen</name>
    <message>
        <source>View: %1</source>
        <translation>视图：%1</translation>
    </message>
    <message>
        <source>Tour step %1: %2</source>
        <translation>导览第 %1 步：%2</translation>
    </message>
    <message>
        <source>Figure: %1 (%2)</source>
        <translation>图：%1（%2）</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>转到</translation>
    </message>
    <message>
        <source>A view, a tour step or a figure, in English or 中文</source>
        <translation>视图、导览步骤或图，English 或中文均可</translation>
    </message>
    <message>
        <source>Type part of a name; Enter opens the first match, ↑ ↓ choose another</source>
        <translation>输入名称的一部分；回车打开第一个匹配项，↑ ↓ 选择其他项</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open</source>
        <translation>双击或按回车打开</translation>
    </message>
</context>
<context>
    <name>rope::ui::RemapView</name>
    <message>
        <source>Plain causal RoPE</source>
        <translation>普通因果 RoPE</translation>
    </message>
    <message>
        <source>Sliding window (Mistral, Gemma, GPT-OSS)</source>
        <translation>滑动窗口（Mistral、Gemma、GPT-OSS）</translation>
    </message>
    <message>
        <source>Chunked attention (Llama 4)</source>
        <translation>分块注意力（Llama 4）</translation>
    </message>
    <message>
        <source>Self-Extend</source>
        <translation>Self-Extend</translation>
    </message>
    <message>
        <source>ReRoPE</source>
        <translation>ReRoPE</translation>
    </message>
    <message>
        <source>Leaky ReRoPE</source>
        <translation>Leaky ReRoPE</translation>
    </message>
    <message>
        <source>Dual Chunk Attention (Qwen2.5-1M)</source>
        <translation>双块注意力（Qwen2.5-1M）</translation>
    </message>
    <message>
        <source>Positions remapped: which distances does RoPE still see?</source>
        <translation>位置重映射：RoPE 还能看到哪些距离？</translation>
    </message>
    <message>
        <source>A model has only learnt the relative distances its training context held. Some models and inference tricks never feed RoPE a larger one: they mask far keys, cut the sequence into chunks, or remap a far distance onto one already seen. Left: the distance Δ&apos; each (query m, key n) is rotated by (grey: masked). Right: what a head built to attend Δ back then attends to.</source>
        <translation>模型只学过训练上下文里出现过的相对距离。有些模型和推理技巧从不把更大的距离喂给 RoPE：它们掩码远处的 key、把序列切成块，或者把远距离映射到已经见过的距离上。左：每个（query m, key n）实际旋转所用的距离 Δ&apos;（灰色：被掩码）。右：一个被构造成往回看 Δ 的头此时关注哪里。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>How the relative distance is remapped before RoPE turns by it</source>
        <translation>RoPE 旋转之前相对距离如何被重映射</translation>
    </message>
    <message>
        <source>tokens N</source>
        <translation>token 数 N</translation>
    </message>
    <message>
        <source>Tokens in the sequence: queries down, keys across</source>
        <translation>序列中的 token：query 纵向，key 横向</translation>
    </message>
    <message>
        <source>window W</source>
        <translation>窗口 W</translation>
    </message>
    <message>
        <source>Sliding: keys closer than W; Self-Extend: the neighbour window kept exact; ReRoPE: the cap</source>
        <translation>滑动窗口：距离小于 W 的 key；Self-Extend：保持精确距离的邻近窗口；ReRoPE：距离上限</translation>
    </message>
    <message>
        <source>group G</source>
        <translation>分组 G</translation>
    </message>
    <message>
        <source>Self-Extend: beyond W, positions are grouped G at a time (⌊p/G⌋)</source>
        <translation>Self-Extend：超过 W 后，位置每 G 个分为一组（⌊p/G⌋）</translation>
    </message>
    <message>
        <source>leak k</source>
        <translation>泄漏 k</translation>
    </message>
    <message>
        <source>Leaky ReRoPE: beyond W the distance grows by 1/k per position</source>
        <translation>Leaky ReRoPE：超过 W 后，距离每个位置只增长 1/k</translation>
    </message>
    <message>
        <source>chunk C</source>
        <translation>块 C</translation>
    </message>
    <message>
        <source>Chunked: Llama 4&apos;s attention_chunk_size; DCA: chunk_size, the distance it never exceeds</source>
        <translation>分块：Llama 4 的 attention_chunk_size；DCA：chunk_size，即距离永远不会超过的值</translation>
    </message>
    <message>
        <source>local L</source>
        <translation>局部 L</translation>
    </message>
    <message>
        <source>DCA: local_size; chunks hold C − L tokens</source>
        <translation>DCA：local_size；每块容纳 C − L 个 token</translation>
    </message>
    <message>
        <source>head looks back Δ</source>
        <translation>头往回看 Δ</translation>
    </message>
    <message>
        <source>The head&apos;s content is built to attend Δ positions back</source>
        <translation>头的内容被构造成关注往回 Δ 个位置</translation>
    </message>
    <message>
        <source>key n</source>
        <translation>key n</translation>
    </message>
    <message>
        <source>query m</source>
        <translation>query m</translation>
    </message>
    <message>
        <source>&lt;b&gt;Δ&apos; fed to RoPE&lt;/b&gt; (largest %1)</source>
        <translation>&lt;b&gt;喂给 RoPE 的 Δ&apos;&lt;/b&gt;（最大 %1）</translation>
    </message>
    <message>
        <source>distance Δ&apos;</source>
        <translation>距离 Δ&apos;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attention weights&lt;/b&gt;, head looking back Δ = %1</source>
        <translation>&lt;b&gt;注意力权重&lt;/b&gt;，头往回看 Δ = %1</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>&lt;b&gt;Largest distance RoPE sees: %1&lt;/b&gt; (plain causal RoPE: %2). The last query (m = %3) weights key n = %4 most; under plain RoPE, n = %5.</source>
        <translation>&lt;b&gt;RoPE 看到的最大距离：%1&lt;/b&gt;（普通因果 RoPE：%2）。最后一个 query（m = %3）最关注 key n = %4；普通 RoPE 下为 n = %5。</translation>
    </message>
    <message>
        <source>Plain RoPE rotates by Δ = m − n: the last query sees distances up to N − 1, longer than any training context once N is.</source>
        <translation>普通 RoPE 按 Δ = m − n 旋转：最后一个 query 看到的距离可达 N − 1；一旦 N 超过训练上下文，这个距离也就超出了训练所见。</translation>
    </message>
    <message>
        <source>A sliding window masks keys W or more back (Mistral&apos;s sliding_window, Gemma&apos;s local layers, GPT-OSS&apos;s 128-token layers; transformers&apos; masking_utils): Δ stays below W = %1, and far keys are reached only through other layers.</source>
        <translation>滑动窗口掩码往回 W 及以上的 key（Mistral 的 sliding_window、Gemma 的局部层、GPT-OSS 的 128 token 层；transformers 的 masking_utils）：Δ 始终小于 W = %1，远处的 key 只能经由其他层到达。</translation>
    </message>
    <message>
        <source>ReRoPE (Su 2023, 《Transformer升级之路：12、无限外推的ReRoPE？》) caps the distance at W = %1: every key W or more back is rotated as if exactly W back.</source>
        <translation>ReRoPE（苏剑林 2023，《Transformer升级之路：12、无限外推的ReRoPE？》）把距离封顶在 W = %1：往回 W 及以上的每个 key 都按恰好往回 W 来旋转。</translation>
    </message>
    <message>
        <source>Leaky ReRoPE keeps Δ below W = %1 and lets it grow by 1/k beyond: Δ&apos; = W + (Δ − W)/k, k = %2.</source>
        <translation>Leaky ReRoPE 在 W = %1 以内保留 Δ，超出后每步只增长 1/k：Δ&apos; = W + (Δ − W)/k，k = %2。</translation>
    </message>
    <message>
        <source>Dual Chunk Attention (Qwen2.5-1M, vLLM&apos;s DualChunkRotaryEmbedding) cuts the sequence into chunks of C − L = %1 tokens and numbers keys inside their chunk: the query keeps its own position in its chunk, takes position + %1 against the chunk before (at most C = %2) and C against older chunks. No distance exceeds chunk_size.</source>
        <translation>双块注意力（Qwen2.5-1M，vLLM 的 DualChunkRotaryEmbedding）把序列切成每块 C − L = %1 个 token，key 在各自块内编号：query 在本块内保留自己的位置，面对前一块时取位置 + %1（最多 C = %2），面对更早的块时取 C。没有距离超过 chunk_size。</translation>
    </message>
    <message>
        <source>W = %1</source>
        <translation>W = %1</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>C = %1</source>
        <translation>C = %1</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>%1 · N = %2 · a head looking back Δ = %3 (d = %4)</source>
        <translation>%1 · N = %2 · 往回看 Δ = %3 的头（d = %4）</translation>
    </message>
    <message>
        <source>Llama 4&apos;s RoPE layers attend only inside chunks of attention_chunk_size tokens (8192 in the model, C = %1 here): Δ &amp;lt; C, and the first query of a chunk sees only itself.</source>
        <translation>Llama 4 的 RoPE 层只在 attention_chunk_size 个 token 的块内做注意力（模型中为 8192，这里 C = %1）：Δ &amp;lt; C，块中第一个 query 只能看到它自己。</translation>
    </message>
    <message>
        <source>Self-Extend (Jin et al. 2024, “LLM Maybe LongLM”) keeps Δ for neighbours (Δ &amp;lt; W = %1) and groups positions beyond: Δ&apos; = ⌊m/G⌋ − ⌊n/G⌋ + W − ⌊W/G⌋ with G = %2, so far keys share distances already seen.</source>
        <translation>Self-Extend（Jin 等人 2024，“LLM Maybe LongLM”）对邻近的 key（Δ &amp;lt; W = %1）保留 Δ，更远的位置分组：Δ&apos; = ⌊m/G⌋ − ⌊n/G⌋ + W − ⌊W/G⌋，G = %2，于是远处的 key 共用已经见过的距离。</translation>
    </message>
</context>
<context>
    <name>rope::ui::Rope2dView</name>
    <message>
        <source>2-D RoPE for images: why axial RoPE draws a cross</source>
        <translation>图像上的二维旋转位置编码：轴向 RoPE 为什么画出一个十字</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Patches per side (a 224-pixel image in 16-pixel patches is 14 × 14)</source>
        <translation>每边的图块数（224 像素的图像按 16 像素切块是 14 × 14）</translation>
    </message>
    <message>
        <source>Head dimension d</source>
        <translation>头维度 d</translation>
    </message>
    <message>
        <source>Components per head: d/2 pairs, d/4 frequencies per axis</source>
        <translation>每个头的分量数：d/2 对，每个轴 d/4 个频率</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>θ_j = base^(−4j/d). RoPE-ViT uses 100: a grid spans tens of patches, not thousands of tokens, so with a language model&apos;s 10000 most pairs would hardly turn</source>
        <translation>θ_j = base^(−4j/d)。RoPE-ViT 取 100：一个网格只跨几十个图块，而不是几千个 token，用语言模型的 10000 时大多数对几乎不转</translation>
    </message>
    <message>
        <source>all ones</source>
        <translation>全为 1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>q = k</source>
        <translation>q = k</translation>
    </message>
    <message>
        <source>The query&apos;s and the key&apos;s content (the same vector): all ones weighs every pair alike; random draws N(0, 1) entries from the seed</source>
        <translation>query 和 key 的内容（同一个向量）：全为 1 时每一对权重相同；随机时按种子抽取 N(0, 1) 分量</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Seed of the random content</source>
        <translation>随机内容的种子</translation>
    </message>
    <message>
        <source>query x</source>
        <translation>query x</translation>
    </message>
    <message>
        <source>The query patch&apos;s column (or click a map)</source>
        <translation>query 图块所在的列（或点击图）</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>The query patch&apos;s row (or click a map)</source>
        <translation>query 图块所在的行（或点击图）</translation>
    </message>
    <message>
        <source>key x</source>
        <translation>key x</translation>
    </message>
    <message>
        <source>key y</source>
        <translation>key y</translation>
    </message>
    <message>
        <source>&lt;b&gt;Row and column through the query: %1&lt;/b&gt; on average; other cells as far away: %2.</source>
        <translation>&lt;b&gt;经过 query 的行与列：平均 %1&lt;/b&gt;；距离相同的其他格：%2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Axial&lt;/b&gt;: half the pairs turn with x, half with y</source>
        <translation>&lt;b&gt;轴向&lt;/b&gt;：一半的对随 x 旋转，一半随 y 旋转</translation>
    </message>
    <message>
        <source>score ÷ q·k</source>
        <translation>分数 ÷ q·k</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mixed&lt;/b&gt;: each pair turns along its own direction</source>
        <translation>&lt;b&gt;混合&lt;/b&gt;：每一对沿自己的方向旋转</translation>
    </message>
    <message>
        <source>Left: the directions the pairs turn along, %1 on x and %1 on y; colour: frequency, fast (yellow) to slow (purple).</source>
        <translation>左：各对旋转所沿的方向，%1 对在 x 上，%1 对在 y 上；颜色：频率，从快（黄）到慢（紫）。</translation>
    </message>
    <message>
        <source>Left: %1 pairs along %1 directions α&lt;sub&gt;i&lt;/sub&gt; = π·frac(0.618…·i) (golden ratio), at the same frequencies.</source>
        <translation>左：%1 对沿 %1 个方向 α&lt;sub&gt;i&lt;/sub&gt; = π·frac(0.618…·i)（黄金比例），频率与左图相同。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why the cross.&lt;/b&gt; A pair turns only as the key moves along its direction. Along the row through the query (Δy = 0) the %1 y-pairs do not turn at all: half the pairs match perfectly however far the key is. Along the column, the x-pairs. So the whole row and column keep half of the peak from the pairs standing still, plus what the turning half adds. &lt;b&gt;Mixed directions&lt;/b&gt; give each pair its own line of stillness; no line through the query holds more than one pair, so none stands out and the cross is gone. RoPE-Mixed (Heo et al. 2024) learns its directions; here they are fixed golden-ratio angles. Both maps turn at the same frequencies θ&lt;sub&gt;j&lt;/sub&gt; = %2&lt;sup&gt;−4j/%3&lt;/sup&gt;.</source>
        <translation>&lt;b&gt;十字从何而来。&lt;/b&gt;一对分量只有在 key 沿它的方向移动时才旋转。沿经过 query 的那一行（Δy = 0），%1 个 y 对完全不转：无论 key 有多远，一半的对都完全对齐。沿那一列，则是 x 对不转。所以整行整列都保留峰值的一半（来自静止的那一半对），再加上转动的那一半的贡献。&lt;b&gt;混合方向&lt;/b&gt;让每一对有自己的静止线；经过 query 的任何一条线上最多只有一对静止，没有哪条线突出，十字就消失了。RoPE-Mixed（Heo 等，2024）学习这些方向；这里用固定的黄金比例角度。两张图的频率相同：θ&lt;sub&gt;j&lt;/sub&gt; = %2&lt;sup&gt;−4j/%3&lt;/sup&gt;。</translation>
    </message>
    <message>
        <source>grid %1 × %1, query at (%2, %3), q = k: %4</source>
        <translation>网格 %1 × %1，query 位于 (%2, %3)，q = k：%4</translation>
    </message>
    <message>
        <source>random (seed %1)</source>
        <translation>随机（种子 %1）</translation>
    </message>
    <message>
        <source>lab head: d = %1, base %2</source>
        <translation>实验用的头：d = %1，底数 %2</translation>
    </message>
    <message>
        <source>A vision transformer gives each patch a grid position p = (x, y), and rotary pair i turns by an angle φ&lt;sub&gt;i&lt;/sub&gt;(p). &lt;b&gt;Axial&lt;/b&gt; RoPE turns half the pairs with x and half with y; &lt;b&gt;mixed&lt;/b&gt; directions turn every pair along its own direction, φ&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sub&gt;i&lt;/sub&gt;·(x cos α&lt;sub&gt;i&lt;/sub&gt; + y sin α&lt;sub&gt;i&lt;/sub&gt;). Below: the score of the query (boxed) against a key with the same content at every patch, divided by q·k. The view has its own head dimension and base: a vision transformer&apos;s are not a language model&apos;s.</source>
        <translation>视觉 Transformer 给每个图块一个网格位置 p = (x, y)，第 i 对旋转分量转过角度 φ&lt;sub&gt;i&lt;/sub&gt;(p)。&lt;b&gt;轴向&lt;/b&gt; RoPE 让一半的对随 x 旋转、另一半随 y 旋转；&lt;b&gt;混合&lt;/b&gt;方向让每一对沿自己的方向旋转，φ&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sub&gt;i&lt;/sub&gt;·(x cos α&lt;sub&gt;i&lt;/sub&gt; + y sin α&lt;sub&gt;i&lt;/sub&gt;)。下图：query（方框处）与每个图块上内容相同的 key 的分数，除以 q·k。本视图有自己的头维度和底数：视觉 Transformer 的取值与语言模型不同。</translation>
    </message>
    <message>
        <source>Click a map to move the query.</source>
        <translation>点击图可移动 query。</translation>
    </message>
</context>
<context>
    <name>rope::ui::ScalingLabView</name>
    <message>
        <source>overlay every method</source>
        <translation>叠加所有方法</translation>
    </message>
    <message>
        <source>What does each long-context method do to the frequencies?</source>
        <translation>每种长上下文方法对频率做了什么？</translation>
    </message>
    <message>
        <source>The method to study</source>
        <translation>要研究的方法</translation>
    </message>
    <message>
        <source>wavelength λᵢ (positions)</source>
        <translation>波长 λᵢ（位置数）</translation>
    </message>
    <message>
        <source>turns within L₀: L₀·θᵢ/2π</source>
        <translation>L₀ 内转的圈数：L₀·θᵢ/2π</translation>
    </message>
    <message>
        <source>What the spectrum plots for each pair</source>
        <translation>频谱为每一对绘制的量</translation>
    </message>
    <message>
        <source>Draw every method with the same factor and context</source>
        <translation>用相同的因子和上下文绘制每种方法</translation>
    </message>
    <message>
        <source>Real model values</source>
        <translation>真实模型的取值</translation>
    </message>
    <message>
        <source>Llama 3.1 (llama3), YaRN ×4 from 4096, Phi-3.5-mini 128k (LongRoPE), ×4 from 4096 otherwise</source>
        <translation>Llama 3.1（llama3）、YaRN 从 4096 扩展 ×4、Phi-3.5-mini 128k（LongRoPE），其余为从 4096 扩展 ×4</translation>
    </message>
    <message>
        <source>Use in every view</source>
        <translation>用于所有视图</translation>
    </message>
    <message>
        <source>Give the app this head and scaling, so the clocks, heatmaps and curves show it</source>
        <translation>把这个头和缩放交给应用，让时钟、热图和曲线都显示它</translation>
    </message>
    <message>
        <source>Rotary dimensions d</source>
        <translation>旋转维度 d</translation>
    </message>
    <message>
        <source>Base b</source>
        <translation>底数 b</translation>
    </message>
    <message>
        <source>Scaling factor s (α for NTK-aware)</source>
        <translation>缩放因子 s（NTK-aware 时为 α）</translation>
    </message>
    <message>
        <source>The training context L₀</source>
        <translation>训练上下文 L₀</translation>
    </message>
    <message>
        <source>The extended context L (dynamic NTK: the current length)</source>
        <translation>扩展上下文 L（动态 NTK：当前长度）</translation>
    </message>
    <message>
        <source>YaRN β_fast: pairs turning more than this within L₀ keep θᵢ</source>
        <translation>YaRN β_fast：在 L₀ 内转得比这更多的对保持 θᵢ</translation>
    </message>
    <message>
        <source>YaRN β_slow: pairs turning less than this within L₀ are divided by s</source>
        <translation>YaRN β_slow：在 L₀ 内转得比这更少的对除以 s</translation>
    </message>
    <message>
        <source>Llama 3 low_freq_factor: wavelengths above L₀/low are divided by s</source>
        <translation>Llama 3 low_freq_factor：波长超过 L₀/low 的对除以 s</translation>
    </message>
    <message>
        <source>Llama 3 high_freq_factor: wavelengths below L₀/high keep θᵢ</source>
        <translation>Llama 3 high_freq_factor：波长低于 L₀/high 的对保持 θᵢ</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>factor s</source>
        <translation>因子 s</translation>
    </message>
    <message>
        <source>L₀</source>
        <translation>L₀</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>β_fast</source>
        <translation>β_fast</translation>
    </message>
    <message>
        <source>β_slow</source>
        <translation>β_slow</translation>
    </message>
    <message>
        <source>low_freq_factor</source>
        <translation>low_freq_factor</translation>
    </message>
    <message>
        <source>high_freq_factor</source>
        <translation>high_freq_factor</translation>
    </message>
    <message>
        <source>pair index i (fast → slow)</source>
        <translation>对的序号 i（快 → 慢）</translation>
    </message>
    <message>
        <source>Δ = m − n (positions)</source>
        <translation>Δ = m − n（位置）</translation>
    </message>
    <message>
        <source>s(Δ) with q = k</source>
        <translation>q = k 时的 s(Δ)</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>绘制</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not shown:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;未显示：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source> (attention ×%1)</source>
        <translation>（注意力 ×%1）</translation>
    </message>
    <message>
        <source>turns within L₀ = L₀·θᵢ/2π</source>
        <translation>L₀ 内转的圈数 = L₀·θᵢ/2π</translation>
    </message>
    <message>
        <source>wavelength λᵢ = 2π/θᵢ (positions)</source>
        <translation>波长 λᵢ = 2π/θᵢ（位置数）</translation>
    </message>
    <message>
        <source>one turn within L₀</source>
        <translation>L₀ 内转一圈</translation>
    </message>
    <message>
        <source>L₀ = %1 (training context)</source>
        <translation>L₀ = %1（训练上下文）</translation>
    </message>
    <message>
        <source>L = %1 (extended)</source>
        <translation>L = %1（扩展后）</translation>
    </message>
    <message>
        <source>L₀/high_freq_factor = %1</source>
        <translation>L₀/high_freq_factor = %1</translation>
    </message>
    <message>
        <source>%1 &lt;br&gt;Without scaling %2 of %3 pairs complete a turn within L₀; with %4, %5 complete a turn within L = %6.</source>
        <translation>%1 &lt;br&gt;未缩放时，%3 对中有 %2 对在 L₀ 内转满一圈；使用%4后，有 %5 对在 L = %6 内转满一圈。</translation>
    </message>
    <message>
        <source>key position n (× %1)</source>
        <translation>key 位置 n（× %1）</translation>
    </message>
    <message>
        <source>query position m (× %1)</source>
        <translation>query 位置 m（× %1）</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>&lt;b&gt;No scaling&lt;/b&gt;, positions 0 … %1</source>
        <translation>&lt;b&gt;无缩放&lt;/b&gt;，位置 0 … %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, positions 0 … %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，位置 0 … %2</translation>
    </message>
    <message>
        <source>RoPE can be evaluated at any position, but a model only saw angles up to its training context L₀ (%1 §14). Slow pairs whose wavelength exceeds L₀ never completed a turn in training; every scaling method changes the frequencies so that a longer context reuses angles the model knows.</source>
        <translation>RoPE 可以在任何位置求值，但模型只见过训练上下文 L₀ 以内的角度（%1 §14）。波长超过 L₀ 的慢速对在训练中从未转满一圈；每种缩放方法都修改频率，让长上下文的旋转角落在训练见过的范围内。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The effect beyond L₀.&lt;/b&gt; Above: the score of a vector with itself as Δ grows to the extended context L, without and with the scaling (q = k, random). Below: the logits over positions 0 … L, sampled at %1 positions (constant q = k), without and with the scaling.</source>
        <translation>&lt;b&gt;超出 L₀ 的效果。&lt;/b&gt;上：向量与自身的分数随 Δ 增大到扩展上下文 L 的变化，未缩放与缩放后（q = k，随机）。下：位置 0 … L 上的 logits，在 %1 个位置上采样（恒定 q = k），未缩放与缩放后。</translation>
    </message>
    <message>
        <source>lab: %1</source>
        <translation>实验：%1</translation>
    </message>
    <message>
        <source> ×%1, L₀ = %2, L = %3</source>
        <translation> ×%1，L₀ = %2，L = %3</translation>
    </message>
    <message>
        <source>lab head: d = %1, base %2</source>
        <translation>实验用的头：d = %1，底数 %2</translation>
    </message>
    <message>
        <source>every method overlaid</source>
        <translation>叠加所有方法</translation>
    </message>
    <message>
        <source>turns within L</source>
        <translation>L 内转过的圈数</translation>
    </message>
</context>
<context>
    <name>rope::ui::ScoreCurveView</name>
    <message>
        <source>Does the score fall with distance?</source>
        <translation>分数随距离下降吗？</translation>
    </message>
    <message>
        <source>Does the score fall with distance? With RoPE alone no; xPos adds the decay</source>
        <translation>分数随距离下降吗？只用 RoPE 不会；xPos 加上了衰减</translation>
    </message>
    <message>
        <source>log |Δ| axis (1 … 10⁶)</source>
        <translation>对数 |Δ| 轴（1 … 10⁶）</translation>
    </message>
    <message>
        <source>Show Δ &gt; 0 on a logarithmic axis out to a million positions</source>
        <translation>在对数轴上显示 Δ &gt; 0，直到一百万个位置</translation>
    </message>
    <message>
        <source>RoFormer decay bound</source>
        <translation>RoFormer 衰减上界</translation>
    </message>
    <message>
        <source>(1/(d/2))·Σ_j |Σ_{k&lt;j} e^{iΔθ_k}|, on the right axis: it falls with Δ, the score need not</source>
        <translation>(1/(d/2))·Σ_j |Σ_{k&lt;j} e^{iΔθ_k}|，画在右轴：它随 Δ 下降，分数却不一定</translation>
    </message>
    <message>
        <source>q = k vs random q, k</source>
        <translation>q = k 与随机 q、k</translation>
    </message>
    <message>
        <source>s(Δ) when the key equals the query (peak at Δ = 0), and for an unrelated random pair</source>
        <translation>key 等于 query 时的 s(Δ)（峰值在 Δ = 0），以及一对不相关的随机向量的 s(Δ)</translation>
    </message>
    <message>
        <source>Every pair&apos;s term</source>
        <translation>每一对的项</translation>
    </message>
    <message>
        <source>Each pair&apos;s term A_i cos Δθ_i + B_i sin Δθ_i, fast (yellow) to slow (purple)</source>
        <translation>每一对的项 A_i cos Δθ_i + B_i sin Δθ_i，快（黄）到慢（紫）</translation>
    </message>
    <message>
        <source>The same q, k at other bases</source>
        <translation>同样的 q、k 在其他底数下</translation>
    </message>
    <message>
        <source>s(Δ) with other bases b, chosen below the plot</source>
        <translation>其他底数 b 下的 s(Δ)，在图下方选择</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>叠加</translation>
    </message>
    <message>
        <source>More curves on the same axes</source>
        <translation>在同一坐标轴上画更多曲线</translation>
    </message>
    <message>
        <source>Other bases:</source>
        <translation>其他底数：</translation>
    </message>
    <message>
        <source>A base to compare with</source>
        <translation>用于比较的底数</translation>
    </message>
    <message>
        <source>Δ = m − n (positions)</source>
        <translation>Δ = m − n（位置）</translation>
    </message>
    <message>
        <source>score s(Δ)</source>
        <translation>分数 s(Δ)</translation>
    </message>
    <message>
        <source>decay bound</source>
        <translation>衰减上界</translation>
    </message>
    <message>
        <source>random q, k</source>
        <translation>随机 q、k</translation>
    </message>
    <message>
        <source>q = k</source>
        <translation>q = k</translation>
    </message>
    <message>
        <source>s(Δ), this q and k</source>
        <translation>s(Δ)，当前 q 和 k</translation>
    </message>
    <message>
        <source>decay bound (right axis)</source>
        <translation>衰减上界（右轴）</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>底数 %1</translation>
    </message>
    <message>
        <source>Δ = m − n (positions, log scale; Δ &gt; 0)</source>
        <translation>Δ = m − n（位置，对数刻度；Δ &gt; 0）</translation>
    </message>
    <message>
        <source>At Δ = %1: s = &lt;b&gt;%2&lt;/b&gt; (the clocks&apos; total: %3)</source>
        <translation>Δ = %1 时：s = &lt;b&gt;%2&lt;/b&gt;（时钟的总和：%3）</translation>
    </message>
    <message>
        <source>The same q, k with xPos</source>
        <translation>同一 q、k 加上 xPos</translation>
    </message>
    <message>
        <source>xPos (Sun et al., 2022) scales pair i&apos;s term by ζ_i^(Δ/B), ζ_i = (2i + 0.4d)/(1.4d) &lt; 1: a decay with distance that plain RoPE does not have</source>
        <translation>xPos（Sun 等，2022）把第 i 对的项乘以 ζ_i^(Δ/B)，ζ_i = (2i + 0.4d)/(1.4d) &lt; 1：这是普通 RoPE 所没有的随距离衰减</translation>
    </message>
    <message>
        <source>xPos scale base B:</source>
        <translation>xPos 缩放底数 B：</translation>
    </message>
    <message>
        <source>B: the smaller, the faster the decay (the xPos paper uses 512)</source>
        <translation>B 越小，衰减越快（xPos 论文用 512）</translation>
    </message>
    <message>
        <source>s(Δ) with xPos, B = %1</source>
        <translation>加 xPos 的 s(Δ)，B = %1</translation>
    </message>
    <message>
        <source>bases compared: %1</source>
        <translation>对比的底数：%1</translation>
    </message>
    <message>
        <source>every pair&apos;s term</source>
        <translation>每一对的项</translation>
    </message>
    <message>
        <source>log |Δ| axis</source>
        <translation>对数 |Δ| 轴</translation>
    </message>
    <message>
        <source>xPos, scale base B = %1</source>
        <translation>xPos，缩放底数 B = %1</translation>
    </message>
    <message>
        <source>s(Δ) = Σ&lt;sub&gt;i&lt;/sub&gt; [A&lt;sub&gt;i&lt;/sub&gt; cos Δθ&lt;sub&gt;i&lt;/sub&gt; + B&lt;sub&gt;i&lt;/sub&gt; sin Δθ&lt;sub&gt;i&lt;/sub&gt;] for the clocks&apos; q and k: a sum of waves, fast and slow, that oscillates with Δ — no hard distance penalty (%1 §5).</source>
        <translation>对时钟中的 q 和 k，s(Δ) = Σ&lt;sub&gt;i&lt;/sub&gt; [A&lt;sub&gt;i&lt;/sub&gt; cos Δθ&lt;sub&gt;i&lt;/sub&gt; + B&lt;sub&gt;i&lt;/sub&gt; sin Δθ&lt;sub&gt;i&lt;/sub&gt;]：快慢不一的波的叠加，随 Δ 振荡——没有硬性的距离惩罚（%1 §5）。</translation>
    </message>
    <message>
        <source>Click or drag to move Δ; the clocks follow.</source>
        <translation>点击或拖动以移动 Δ；时钟随之变化。</translation>
    </message>
    <message>
        <source>pair %1&apos;s term</source>
        <translation>第 %1 对的项</translation>
    </message>
</context>
<context>
    <name>rope::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>The language of menus, views, lessons and exported figures</source>
        <translation>菜单、视图、导览和导出图片所用的语言</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>A new language applies at once: the window is built again, with your parameters, view and tour step.</source>
        <translation>新语言立即生效：窗口会重新建立，保留你的参数、视图和导览步骤。</translation>
    </message>
</context>
<context>
    <name>rope::ui::SinCosView</name>
    <message>
        <source>Where do RoPE&apos;s sin and cos come from?</source>
        <translation>RoPE 的 sin 和 cos 从哪里来？</translation>
    </message>
    <message>
        <source>Same angles, two uses</source>
        <translation>同一组角，两种用法</translation>
    </message>
    <message>
        <source>The dashed circle has the content&apos;s length: R q stays on it, x + p does not. &lt;b&gt;Why pairs?&lt;/b&gt; A rotation must keep length for every angle. On one number the only maps that keep length are ×1 and ×(−1): no angle in between. A plane is the smallest space where R(α) exists for every α, so RoPE cuts the d features into d/2 planes and turns each by m·θ&lt;sub&gt;i&lt;/sub&gt;.</source>
        <translation>虚线圆的半径是内容的长度：R q 留在圆上，x + p 则不然。&lt;b&gt;为什么要配对？&lt;/b&gt;旋转必须对任意角度都保持长度。在一个数上，保持长度的变换只有 ×1 和 ×(−1)：中间没有任何角度。平面是对每个 α 都存在 R(α) 的最小空间，所以 RoPE 把 d 个特征切成 d/2 个平面，每个旋转 m·θ&lt;sub&gt;i&lt;/sub&gt;。</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>对 i</translation>
    </message>
    <message>
        <source>position m</source>
        <translation>位置 m</translation>
    </message>
    <message>
        <source>&lt;b&gt;m·θ&lt;sub&gt;i&lt;/sub&gt; mod 2π&lt;/b&gt;, positions 0 … %1</source>
        <translation>&lt;b&gt;m·θ&lt;sub&gt;i&lt;/sub&gt; mod 2π&lt;/b&gt;，位置 0 … %1</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <source>m·θ = %1</source>
        <translation>m·θ = %1</translation>
    </message>
    <message>
        <source>m·θ = %1 ≡ %2</source>
        <translation>m·θ = %1 ≡ %2</translation>
    </message>
    <message>
        <source>Sinusoidal: add p = [sin, cos]</source>
        <translation>Sinusoidal：加上 p = [sin, cos]</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>x + p</source>
        <translation>x + p</translation>
    </message>
    <message>
        <source>RoPE: turn by R(m·θ)</source>
        <translation>RoPE：用 R(m·θ) 旋转</translation>
    </message>
    <message>
        <source>q</source>
        <translation>q</translation>
    </message>
    <message>
        <source>R q</source>
        <translation>R q</translation>
    </message>
    <message>
        <source>Pair %1 at m = %2: m·θ&lt;sub&gt;%1&lt;/sub&gt; = %3 rad, sin = &lt;b&gt;%4&lt;/b&gt;, cos = &lt;b&gt;%5&lt;/b&gt;. Sinusoidal: p = [%4, %5], added. RoPE: R = [[%5, %6], [%4, %5]], multiplied. The same two numbers in both.</source>
        <translation>第 %1 对在 m = %2：m·θ&lt;sub&gt;%1&lt;/sub&gt; = %3 弧度，sin = &lt;b&gt;%4&lt;/b&gt;，cos = &lt;b&gt;%5&lt;/b&gt;。Sinusoidal：p = [%4, %5]，相加。RoPE：R = [[%5, %6], [%4, %5]]，相乘。两者用的是同样的两个数。</translation>
    </message>
    <message>
        <source>From one table of angles m·θ&lt;sub&gt;i&lt;/sub&gt;, the same one the sinusoidal encoding uses: pair i turns by θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; per position. The two encodings take the same sin and cos from it and use them differently.</source>
        <translation>来自同一张角度表 m·θ&lt;sub&gt;i&lt;/sub&gt;，正是 Sinusoidal 位置编码所用的那张：第 i 对每个位置转 θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;。两种编码从中取出同样的 sin 和 cos，用法却不同。</translation>
    </message>
    <message>
        <source>Click a column to choose the pair.</source>
        <translation>点击某一列以选择该对。</translation>
    </message>
    <message>
        <source>Lengths of the whole d = %1 vector: |x| = %2 but |x + p&lt;sub&gt;m&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt; (adding changes it); |q| = %2 and |R&lt;sub&gt;m&lt;/sub&gt;q| = &lt;b&gt;%4&lt;/b&gt; (turning keeps it: they differ by %5).</source>
        <translation>整个 d = %1 维向量的长度：|x| = %2，而 |x + p&lt;sub&gt;m&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt;（相加改变了长度）；|q| = %2，|R&lt;sub&gt;m&lt;/sub&gt;q| = &lt;b&gt;%4&lt;/b&gt;（旋转保持长度：两者相差 %5）。</translation>
    </message>
</context>
<context>
    <name>rope::ui::SinksView</name>
    <message>
        <source>Attention sinks: where does attention go when no key deserves it?</source>
        <translation>注意力汇点：没有值得关注的 key 时，注意力去了哪里？</translation>
    </message>
    <message>
        <source>Softmax makes every row of weights sum to 1, so a query must attend somewhere even when no key matches. Trained models park that weight on the first token, which draws a large share of attention in many heads (Xiao et al. 2024, “Efficient Streaming Language Models with Attention Sinks”). GPT-OSS gives each head a learned sink logit instead; StreamingLLM keeps the first tokens in its cache for them. Here: one causal RoPE head with random content (d = %1).</source>
        <translation>softmax 让每一行权重之和为 1，所以即使没有匹配的 key，query 也必须关注某处。训练好的模型把这部分权重停放在第一个 token 上，它在许多头里都吸走了很大一部分注意力（Xiao 等人 2024，“Efficient Streaming Language Models with Attention Sinks”）。GPT-OSS 改为给每个头学一个 sink logit；StreamingLLM 则为此把开头的 token 一直留在缓存里。这里：一个内容随机的因果 RoPE 头（d = %1）。</translation>
    </message>
    <message>
        <source>sink logit S</source>
        <translation>sink logit S</translation>
    </message>
    <message>
        <source>GPT-OSS&apos;s learned per-head logit: it joins each row&apos;s softmax and is then dropped</source>
        <translation>GPT-OSS 每个头学到的 logit：它加入每行的 softmax，随后被丢弃</translation>
    </message>
    <message>
        <source>tokens N</source>
        <translation>token 数 N</translation>
    </message>
    <message>
        <source>Tokens in the sequence</source>
        <translation>序列中的 token 数</translation>
    </message>
    <message>
        <source>sink tokens k</source>
        <translation>sink token 数 k</translation>
    </message>
    <message>
        <source>StreamingLLM: the first tokens it never evicts (4 in the paper)</source>
        <translation>StreamingLLM：永不驱逐的开头 token（论文中为 4 个）</translation>
    </message>
    <message>
        <source>window W</source>
        <translation>窗口 W</translation>
    </message>
    <message>
        <source>StreamingLLM: the most recent tokens it keeps</source>
        <translation>StreamingLLM：保留的最近 token 数</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Seed of the random q and k</source>
        <translation>随机 q、k 的种子</translation>
    </message>
    <message>
        <source>query m</source>
        <translation>query m</translation>
    </message>
    <message>
        <source>share of the row</source>
        <translation>占该行的份额</translation>
    </message>
    <message>
        <source>&lt;b&gt;1 · A learned sink (GPT-OSS).&lt;/b&gt; transformers&apos; modeling_gpt_oss.py appends the head&apos;s sink logit S to each row of logits, takes the softmax, and drops that column: w&lt;sub&gt;m,n&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;m,n&lt;/sub&gt;&lt;/sup&gt;/(e&lt;sup&gt;S&lt;/sup&gt; + Σ&lt;sub&gt;j&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;m,j&lt;/sub&gt;&lt;/sup&gt;). Each row now sums to less than 1; the sink holds the rest.</source>
        <translation>&lt;b&gt;1 · 学到的汇点（GPT-OSS）。&lt;/b&gt;transformers 的 modeling_gpt_oss.py 把该头的 sink logit S 接到每行 logits 之后，做 softmax，再丢掉这一列：w&lt;sub&gt;m,n&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;m,n&lt;/sub&gt;&lt;/sup&gt;/(e&lt;sup&gt;S&lt;/sup&gt; + Σ&lt;sub&gt;j&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;m,j&lt;/sub&gt;&lt;/sup&gt;)。于是每行之和小于 1，其余部分留在汇点。</translation>
    </message>
    <message>
        <source>&lt;b&gt;2 · Kept sinks (StreamingLLM).&lt;/b&gt; The cache holds the first k tokens and the W most recent, and numbers positions inside the cache: sinks 0 … k − 1, recent tokens from k on. Left: the distance each query&apos;s RoPE sees (grey: evicted); right: the head&apos;s weights over what is kept.</source>
        <translation>&lt;b&gt;2 · 保留的汇点（StreamingLLM）。&lt;/b&gt;缓存保存开头 k 个 token 和最近 W 个 token，并在缓存内编号：汇点为 0 … k − 1，最近的 token 从 k 开始。左：每个 query 的 RoPE 看到的距离（灰色：已驱逐）；右：该头在保留内容上的权重。</translation>
    </message>
    <message>
        <source>key n</source>
        <translation>key n</translation>
    </message>
    <message>
        <source>&lt;b&gt;Softmax&lt;/b&gt;: rows sum to 1</source>
        <translation>&lt;b&gt;Softmax&lt;/b&gt;：每行之和为 1</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>&lt;b&gt;With the sink&lt;/b&gt;, S = %1</source>
        <translation>&lt;b&gt;加上汇点&lt;/b&gt;，S = %1</translation>
    </message>
    <message>
        <source>the sink&apos;s share (with S)</source>
        <translation>汇点的份额（有 S）</translation>
    </message>
    <message>
        <source>token 0&apos;s share (no sink)</source>
        <translation>token 0 的份额（无汇点）</translation>
    </message>
    <message>
        <source>Query m = %1: its weights sum to &lt;b&gt;%2&lt;/b&gt; and the sink takes &lt;b&gt;%3&lt;/b&gt;; every row&apos;s weights and its sink add up to 1 (largest gap %4). Without a sink, token 0 takes %5 of that row.</source>
        <translation>query m = %1：权重之和为 &lt;b&gt;%2&lt;/b&gt;，汇点拿走 &lt;b&gt;%3&lt;/b&gt;；每行的权重加上汇点都等于 1（最大偏差 %4）。没有汇点时，token 0 占该行的 %5。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Distance in the cache&lt;/b&gt;</source>
        <translation>&lt;b&gt;缓存中的距离&lt;/b&gt;</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weights over the cache&lt;/b&gt;</source>
        <translation>&lt;b&gt;缓存上的权重&lt;/b&gt;</translation>
    </message>
    <message>
        <source>sink logit S = %1 · StreamingLLM: k = %2 sink tokens, window W = %3 · N = %4, random q and k (seed %5), d = %6</source>
        <translation>sink logit S = %1 · StreamingLLM：k = %2 个 sink token，窗口 W = %3 · N = %4，随机 q 和 k（种子 %5），d = %6</translation>
    </message>
    <message>
        <source>Query m = %1 keeps tokens 0 … %2 as positions 0 … %2 and tokens %3 … %1 as positions %4 … %5, and sits at position %5 itself.</source>
        <translation>query m = %1 把 token 0 … %2 保存为位置 0 … %2，把 token %3 … %1 保存为位置 %4 … %5，它自己位于位置 %5。</translation>
    </message>
    <message>
        <source>Without sink tokens, query m = %1 keeps tokens %2 … %1 as positions 0 … %3.</source>
        <translation>没有 sink token 时，query m = %1 把 token %2 … %1 保存为位置 0 … %3。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No distance exceeds k + W − 1 = %1&lt;/b&gt; however long the stream; the largest here is %2.</source>
        <translation>&lt;b&gt;无论流多长，距离都不超过 k + W − 1 = %1&lt;/b&gt;；这里最大为 %2。</translation>
    </message>
    <message>
        <source>the keys&apos; total (with S; 1 without)</source>
        <translation>各 key 权重之和（有 S；无汇点时为 1）</translation>
    </message>
</context>
<context>
    <name>rope::ui::TensorDialog</name>
    <message>
        <source>Load Tensors</source>
        <translation>加载张量</translation>
    </message>
    <message>
        <source>Q and K (and optionally V) from NumPy .npy files: shape (N, d), or (H, N, d) with a head chosen; float16, float32 or float64. The views then show these tokens&apos; attention.</source>
        <translation>从 NumPy .npy 文件读取 Q 和 K（以及可选的 V）：形状 (N, d)，或选定一个头的 (H, N, d)；float16、float32 或 float64。随后各视图显示这些 token 的注意力。</translation>
    </message>
    <message>
        <source>&amp;Q (queries)</source>
        <translation>&amp;Q（query）</translation>
    </message>
    <message>
        <source>N × d queries, before RoPE</source>
        <translation>N × d 的 query，RoPE 之前</translation>
    </message>
    <message>
        <source>&amp;K (keys)</source>
        <translation>&amp;K（key）</translation>
    </message>
    <message>
        <source>N × d keys, before RoPE, same N and d as Q</source>
        <translation>N × d 的 key，RoPE 之前，N 和 d 与 Q 相同</translation>
    </message>
    <message>
        <source>&amp;V (values)</source>
        <translation>&amp;V（value）</translation>
    </message>
    <message>
        <source>Optional: N × d_v values; random values when empty</source>
        <translation>可选：N × d_v 的 value；为空时使用随机值</translation>
    </message>
    <message>
        <source>For (H, N, d) arrays: which head to take (0-based)</source>
        <translation>对 (H, N, d) 数组：取哪个头（从 0 开始）</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>头(&amp;H)</translation>
    </message>
    <message>
        <source>The position of the first token: tokens sit at first, first + 1, …</source>
        <translation>第一个 token 的位置：token 依次位于 first、first + 1……</translation>
    </message>
    <message>
        <source>&amp;First position</source>
        <translation>起始位置(&amp;F)</translation>
    </message>
    <message>
        <source>The pairing the tensors&apos; model was trained with (Hugging Face checkpoints: half-split)</source>
        <translation>这些张量所属模型训练时使用的配对方式（Hugging Face 检查点：前后半）</translation>
    </message>
    <message>
        <source>&amp;Pairing</source>
        <translation>配对(&amp;P)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy);;All files (*)</source>
        <translation>NumPy 数组 (*.npy);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a Q file and a K file.</source>
        <translation>请选择一个 Q 文件和一个 K 文件。</translation>
    </message>
    <message>
        <source>These tensors cannot be shown: %1</source>
        <translation>无法显示这些张量：%1</translation>
    </message>
</context>
<context>
    <name>rope::ui::TextFold</name>
    <message>
        <source>… more ▾</source>
        <translation>… 展开 ▾</translation>
    </message>
</context>
<context>
    <name>rope::ui::ToyView</name>
    <message>
        <source>How does a relative rotation change a match?</source>
        <translation>相对旋转如何改变匹配？</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>q</source>
        <translation>q</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>R(−Δθ)k</source>
        <translation>R(−Δθ)k</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Experiment %1: q = [1, 0], k = [%2, %3], Δ = %4 (Ctrl+%5)</source>
        <translation>实验 %1：q = [1, 0]，k = [%2, %3]，Δ = %4（Ctrl+%5）</translation>
    </message>
    <message>
        <source>θ (radians per position)</source>
        <translation>θ（每个位置的弧度）</translation>
    </message>
    <message>
        <source>The angle the pair turns per position; the experiments use π/2 ≈ 1.5708.</source>
        <translation>每个位置该对转过的角度；实验使用 π/2 ≈ 1.5708。</translation>
    </message>
    <message>
        <source>One pair, θ = π/2: a quarter turn per position. Left, each vector turned by its own position: the query by mθ, the key by nθ. Right, the same score seen from the query: q stays, the key turns back by Δθ = (m − n)θ. Queries are solid, keys hollow.</source>
        <translation>一对维度，θ = π/2：每个位置转四分之一圈。左：每个向量按自己的位置旋转，query 转 mθ，key 转 nθ。右：从 query 看同一个分数：q 不动，key 反转 Δθ = (m − n)θ。query 为实心，key 为空心。</translation>
    </message>
    <message>
        <source>The four experiments of %1 §4.2, one pair, θ = π/2. R(−Δθ)k is the key turned back by Δθ = (m − n)θ, as the query sees it. Same content can match or not depending on Δ (A); orthogonal content can match at the right Δ (B). RoPE is no distance penalty.</source>
        <translation>%1 §4.2 的四个实验，一对维度，θ = π/2。R(−Δθ)k 是 key 反转 Δθ = (m − n)θ 后、从 query 看到的样子。相同的内容是否匹配取决于 Δ（A）；正交的内容在合适的 Δ 也能匹配（B）。RoPE 不是距离惩罚。</translation>
    </message>
    <message>
        <source>The article&apos;s table (§4.2), with θ = π/2.</source>
        <translation>文章中的表（§4.2），θ = π/2。</translation>
    </message>
    <message>
        <source>Each turned by its position</source>
        <translation>各自按位置旋转</translation>
    </message>
    <message>
        <source>Rₘq</source>
        <translation>Rₘq</translation>
    </message>
    <message>
        <source>Rₙk</source>
        <translation>Rₙk</translation>
    </message>
    <message>
        <source>mθ = %1</source>
        <translation>mθ = %1</translation>
    </message>
    <message>
        <source>nθ = %1</source>
        <translation>nθ = %1</translation>
    </message>
    <message>
        <source>Seen from the query: R(−Δθ)k</source>
        <translation>从 query 看：R(−Δθ)k</translation>
    </message>
    <message>
        <source>−Δθ = %1</source>
        <translation>−Δθ = %1</translation>
    </message>
    <message>
        <source>score (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = q·R(−Δθ)k = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>分数 (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = q·R(−Δθ)k = &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pair 0: (q₁k₁ + q₂k₂)·cos Δθ + (q₁k₂ − q₂k₁)·sin Δθ = %1·cos(%3) + %2·sin(%3). The second term is the cross match: it lets orthogonal content match at the right distance, so the score is not the plain dot product times a cosine.</source>
        <translation>第 0 对：(q₁k₁ + q₂k₂)·cos Δθ + (q₁k₂ − q₂k₁)·sin Δθ = %1·cos(%3) + %2·sin(%3)。第二项是交叉匹配：它让正交的内容在合适的距离上也能匹配，所以分数不是普通点积乘以余弦。</translation>
    </message>
    <message>
        <source>This view shows pair 0 of the current head (d = %1, θ₀ = %2); the score is the whole head&apos;s. Pick an experiment to enter the 2-D toy.</source>
        <translation>此视图显示当前头（d = %1，θ₀ = %2）的第 0 对；分数是整个头的。选择一个实验进入二维示例。</translation>
    </message>
    <message>
        <source>θ = %1, m = %2, n = %3, Δ = %4; q = [%5, %6], k = [%7, %8]; |Rₘq| = |q| = %9.</source>
        <translation>θ = %1，m = %2，n = %3，Δ = %4；q = [%5, %6]，k = [%7, %8]；|Rₘq| = |q| = %9。</translation>
    </message>
</context>
<context>
    <name>rope::ui::TwoPairingsSection</name>
    <message>
        <source>5 · One model, two pairings: DeepSeek-V3.2</source>
        <translation>5 · 一个模型，两种配对：DeepSeek-V3.2</translation>
    </message>
    <message>
        <source>DeepSeek-V3.2&apos;s multi-head latent attention turns its 64 rope dims interleaved, as DeepSeek-V3 does; its sparse-attention indexer, which picks the index_topk = 2048 keys each query attends to, turns its first 64 dims half-split (rotate_half). DeepSeek&apos;s own code first paired the indexer interleaved too, and fixed it on 2025-11-18: the model had lost accuracy only at long context. Why only there: while the context holds at most 2048 tokens the indexer keeps every key, whichever pairing scores them. Here a look-back indexer head (built half-split, attending 100 back, d = 64, base 10⁴, YaRN ×40) scores the keys of its last query both ways.</source>
        <translation>DeepSeek-V3.2 的多头潜在注意力像 DeepSeek-V3 一样按交错配对旋转它的 64 个 rope 维度；它的稀疏注意力索引器负责为每个 query 挑出 index_topk = 2048 个 key，则按前后半配对（rotate_half）旋转前 64 维。DeepSeek 自己的代码起初也把索引器写成了交错配对，并于 2025-11-18 修正：此前模型只在长上下文中损失了精度。为什么只在那里？上下文不超过 2048 个 token 时，无论用哪种配对打分，索引器都会保留全部 key。这里，一个回看索引器头（按前后半配对构造，往回看 100，d = 64，底数 10⁴，YaRN ×40）用两种方式为它最后一个 query 的 key 打分。</translation>
    </message>
    <message>
        <source>context length N</source>
        <translation>上下文长度 N</translation>
    </message>
    <message>
        <source>share of the right top-2048 kept</source>
        <translation>保留下来的正确 top-2048 的比例</translation>
    </message>
    <message>
        <source>interleaved indexer (the bug)</source>
        <translation>交错配对的索引器（错误）</translation>
    </message>
    <message>
        <source>N = index_topk = %1: beyond it the indexer chooses</source>
        <translation>N = index_topk = %1：超过它索引器才开始挑选</translation>
    </message>
    <message>
        <source>Up to N = %1 the interleaved indexer keeps all of the right keys; at N = %2 it keeps &lt;b&gt;%3 %&lt;/b&gt;, at N = %4 &lt;b&gt;%5 %&lt;/b&gt;. The right pairing&apos;s best key is %6 back; the interleaved one&apos;s, %7 back.</source>
        <translation>直到 N = %1，交错配对的索引器都保留了全部正确的 key；N = %2 时只保留 &lt;b&gt;%3 %&lt;/b&gt;，N = %4 时为 &lt;b&gt;%5 %&lt;/b&gt;。正确配对下分数最高的 key 在往回 %6 处；交错配对下在往回 %7 处。</translation>
    </message>
</context>
<context>
    <name>rope::ui::ValueSlider</name>
    <message>
        <source>“%1” is not a number: kept %2</source>
        <translation>“%1”不是数：保留 %2</translation>
    </message>
    <message>
        <source>%1 is outside %2 … %3: kept %4</source>
        <translation>%1 超出 %2 … %3：保留 %4</translation>
    </message>
    <message>
        <source>%1 is not a whole number: kept %2</source>
        <translation>%1 不是整数：保留 %2</translation>
    </message>
</context>
<context>
    <name>rope::ui::View</name>
    <message>
        <source>Show it now</source>
        <translation>现在显示</translation>
    </message>
</context>
<context>
    <name>rope::ui::WeightsView</name>
    <message>
        <source>&amp;Open Weights…</source>
        <translation>打开权重(&amp;O)…</translation>
    </message>
    <message>
        <source>The layer, from 0</source>
        <translation>层号，从 0 开始</translation>
    </message>
    <message>
        <source>The query head, from 0; grouped-query heads share their key head</source>
        <translation>query 头编号，从 0 开始；分组查询注意力中的 query 头共享 key 头</translation>
    </message>
    <message>
        <source>How many random embeddings the head attends over</source>
        <translation>该头在多少个随机嵌入上计算注意力</translation>
    </message>
    <message>
        <source>Which frequencies does a real head use?</source>
        <translation>真实的头使用哪些频率？</translation>
    </message>
    <message>
        <source>A trained head&apos;s W_Q and W_K decide how much of q and k sits in each rotary pair. A pair&apos;s weight is the norm of its two rows: weight in fast pairs (small i, large θ_i) makes attention depend on position, weight in slow pairs carries content that survives long distances. Read from a local .safetensors checkpoint (one file or a sharded folder, memory-mapped); nothing is downloaded.</source>
        <translation>训练好的头的 W_Q 和 W_K 决定 q 和 k 有多少落在每个旋转对中。一个对的权重是其两行的范数：权重在快速对（i 小、θ_i 大）中，注意力就依赖位置；权重在慢速对中，携带的内容能跨越很长的距离。数据读自本地 .safetensors 检查点（单个文件或分片文件夹，内存映射）；不会下载任何东西。</translation>
    </message>
    <message>
        <source>A .safetensors file, a model.safetensors.index.json, or their folder (Ctrl+Shift+W)</source>
        <translation>.safetensors 文件、model.safetensors.index.json，或它们所在的文件夹（Ctrl+Shift+W）</translation>
    </message>
    <message>
        <source>&amp;Layer</source>
        <translation>层(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>头(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Tokens</source>
        <translation>token 数(&amp;T)</translation>
    </message>
    <message>
        <source>No checkpoint open. Open Weights… reads a .safetensors file, or a folder with its model.safetensors.index.json, and the model&apos;s config.json next to it.</source>
        <translation>尚未打开检查点。“打开权重…”读取 .safetensors 文件，或带有 model.safetensors.index.json 的文件夹，以及旁边模型的 config.json。</translation>
    </message>
    <message>
        <source>Open Weights</source>
        <translation>打开权重</translation>
    </message>
    <message>
        <source>Safetensors checkpoints (*.safetensors model.safetensors.index.json);;All files (*)</source>
        <translation>Safetensors 检查点 (*.safetensors model.safetensors.index.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The Model&apos;s config.json</source>
        <translation>模型的 config.json</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json)</source>
        <translation>Hugging Face 配置 (config.json *.json)</translation>
    </message>
    <message>
        <source>Reading layer %1, head %2 of %3 …</source>
        <translation>正在读取 %3 的第 %1 层、第 %2 个头……</translation>
    </message>
    <message>
        <source>Cannot show this head: %1</source>
        <translation>无法显示这个头：%1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Weights: %1
Config: %2
Query rows: %3
Key rows: %4</source>
        <translation>权重：%1
配置：%2
query 行：%3
key 行：%4</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>half-split</source>
        <translation>前后半配对</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错配对</translation>
    </message>
    <message>
        <source>Layer %1, head %2: the norm of W_Q&apos;s and W_K&apos;s rows in each rotary pair</source>
        <translation>第 %1 层第 %2 个头：每个旋转对中 W_Q 和 W_K 行的范数</translation>
    </message>
    <message>
        <source>W_Q (query head %1)</source>
        <translation>W_Q（query 头 %1）</translation>
    </message>
    <message>
        <source>W_K (key head %1)</source>
        <translation>W_K（key 头 %1）</translation>
    </message>
    <message>
        <source>rotary pair i: θ_i falls from %1 rad/token (left) to %2 (right)</source>
        <translation>旋转对 i：θ_i 从 %1 弧度/token（左）降到 %2（右）</translation>
    </message>
    <message>
        <source>pair i (a NoPE layer: no pair turns)</source>
        <translation>对 i（NoPE 层：没有对旋转）</translation>
    </message>
    <message>
        <source>This is a NoPE layer: nothing turns, so the split by pair is only bookkeeping.</source>
        <translation>这是 NoPE 层：没有任何旋转，所以按对划分只是记账。</translation>
    </message>
    <message>
        <source>Most of the weight sits in slow pairs: this head matches content that survives long distances.</source>
        <translation>大部分权重在慢速对中：这个头匹配的是能跨越长距离的内容。</translation>
    </message>
    <message>
        <source>Most of the weight sits in fast pairs: this head leans on position (a token at a fixed offset).</source>
        <translation>大部分权重在快速对中：这个头依赖位置（固定距离处的 token）。</translation>
    </message>
    <message>
        <source>The fastest quarter of the pairs holds %1% of ‖W_Q‖² (%2% of ‖W_K‖²), the slowest quarter %3% (%4%); an even spread would give 25%. %5</source>
        <translation>最快的四分之一对占 ‖W_Q‖² 的 %1%（‖W_K‖² 的 %2%），最慢的四分之一对占 %3%（%4%）；均匀分布时是 25%。%5</translation>
    </message>
    <message>
        <source>key n</source>
        <translation>key n</translation>
    </message>
    <message>
        <source>query m</source>
        <translation>query m</translation>
    </message>
    <message>
        <source>Layer %1, head %2: causal attention on %3 random embeddings</source>
        <translation>第 %1 层第 %2 个头：在 %3 个随机嵌入上的因果注意力</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>W_Q and W_K lean opposite ways, so the head as a whole has no clear preference.</source>
        <translation>W_Q 和 W_K 的偏向相反，所以整个头没有明显的偏好。</translation>
    </message>
    <message>
        <source>No clear preference: the two quarters are within ten points of each other.</source>
        <translation>没有明显偏好：两个四分之一的占比相差不到十个百分点。</translation>
    </message>
    <message>
        <source>Layer %1 of %2, query head %3 of %4, key head %5 of %6; d = %7, %8 pairing, hidden size %9, base %10 (from the config; the panel on the left does not apply here).</source>
        <translation>第 %1 层（共 %2 层），query 头 %3（共 %4 个），key 头 %5（共 %6 个）；d = %7，配对方式：%8，隐藏维度 %9，底数 %10（来自配置；左侧面板在这里不起作用）。</translation>
    </message>
    <message>
        <source>norm of the pair&apos;s two rows</source>
        <translation>该对两行的范数</translation>
    </message>
    <message>
        <source>Embeddings with N(0, 1) entries, like normalised hidden states (seed %1). Mean weight over queries 1 … %2 on itself %3, on the previous token %4, on the first token %5; spread evenly it would be %6 each. The last query puts %7 on token %8 (evenly: %9). Well above the even share is a habit of the head: random content matches nothing in particular.</source>
        <translation>嵌入的元素服从 N(0, 1)，类似归一化后的隐藏状态（种子 %1）。query 1 … %2 的平均权重：对自身 %3，对前一个 token %4，对第一个 token %5；平均分配时各为 %6。最后一个 query 把 %7 放在 token %8 上（平均分配：%9）。明显高于平均份额的才是这个头的习惯：随机内容不会特别匹配任何东西。</translation>
    </message>
    <message>
        <source>%1 · layer %2, head %3 · %4 random embeddings (seed %5)</source>
        <translation>%1 · 第 %2 层第 %3 个头 · %4 个随机嵌入（种子 %5）</translation>
    </message>
</context>
</TS>
