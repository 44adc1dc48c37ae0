# `cpack -G DEB` in the build folder: rope-explorer_<version>_<arch>.deb from the install rules of
# cmake/install.cmake, laid out under /usr. Depends is computed by dpkg-shlibdeps (dpkg-dev) from the
# libraries the binary really links, so it follows whatever Qt and QCustomPlot the build used.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rope-explorer)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "RoPE Explorer developers")
set(CPACK_PACKAGE_CONTACT "RoPE Explorer developers <rope-explorer@users.noreply.github.com>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON) # lintian: unstripped-binary-or-object
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "visual explorer of Rotary Position Embedding (RoPE)")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "RoPE Explorer lets learners see Rotary Position Embedding, the position
encoding of most current language models: per-pair rotation clocks, attention
heatmaps, score curves over the relative position, interleaved versus
half-split pairing, and the scaling methods that extend a model's context
(linear, NTK, YaRN, Llama 3, LongRoPE), with a guided tour in English and
Simplified Chinese.

The same numbers are available without a display (rope-explorer compute,
inspect and export), to check one's own code or render figures for slides.")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # rope-explorer_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Plugins are loaded at run time, so dpkg-shlibdeps cannot see them: Wayland sessions (without it
# Qt falls back to X11 through XWayland) and Qt's own Chinese strings for standard dialogs.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-wqy-microhei | fonts-noto-cjk")
# The Debian defaults, whatever the umask of the machine that packs.
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
include(CPack)
