// DeepSeek-V3.2's indexer under its own pairing and under the main attention's.
#include "ui/model/viewdata/indexerpairingdata.h"

namespace rope::model {

core::RopeParams indexerRopeHead()
{
    core::RopeParams p;
    p.headDim = 64;
    p.base = 10000;
    p.scaling.method = core::ScalingMethod::Yarn;
    p.scaling.factor = 40;
    p.scaling.originalMaxPositionEmbeddings = 4096;
    p.scaling.mscale = 1;
    p.scaling.mscaleAllDim = 1;
    return p;
}

std::shared_ptr<const IndexerPairingData> computeIndexerPairing(const IndexerPairingRequest& request,
                                                                const core::Execution&)
{
    auto data = std::make_shared<IndexerPairingData>();
    data->request = request;
    const Eigen::VectorXd contexts =
        (Eigen::VectorXd(13) << 256, 512, 1024, 1536, 2048, 2560, 3072, 4096, 6144, 8192, 12288, 16384, 32768)
            .finished();
    data->result = core::indexerPairingCase(indexerRopeHead(), contexts, request.topk, request.lookBack);
    return data;
}

} // namespace rope::model
