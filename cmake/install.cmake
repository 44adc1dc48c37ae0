# `cmake --install`: the binary and what a desktop needs to list it, open session files with it, show
# its icon and manual page. cmake/package.cmake packs the same tree into a .deb.
include(GNUInstallDirs)

# One id for the AppStream component, the .desktop file and the icon, so that a software centre,
# the menu and the window manager match them to each other.
set(ROPE_APP_ID io.github.ropeexplorer.RopeExplorer)
set(ROPE_DESKTOP_SOURCES ${PROJECT_SOURCE_DIR}/resources/desktop)
set(ROPE_ICON_SIZES 16 22 24 32 48 64 128 256) # PNGs pre-rendered from the SVG with rsvg-convert

install(TARGETS rope-explorer RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(ROPE_CPU_DISPATCH)
    # The numerics' three copies (core/CMakeLists.txt) are private to the program: in their own folder
    # under the multiarch library folder (Debian's place for a package's private libraries, and no
    # ldconfig call in the .deb's scripts), found through the binary's RUNPATH, the tuned ones in
    # glibc-hwcaps/.
    set(ROPE_PRIVATE_LIBDIR ${CMAKE_INSTALL_LIBDIR})
    if(CMAKE_LIBRARY_ARCHITECTURE AND NOT ROPE_PRIVATE_LIBDIR MATCHES "${CMAKE_LIBRARY_ARCHITECTURE}")
        string(APPEND ROPE_PRIVATE_LIBDIR /${CMAKE_LIBRARY_ARCHITECTURE})
    endif()
    string(APPEND ROPE_PRIVATE_LIBDIR /rope-explorer)
    install(TARGETS rope_core LIBRARY DESTINATION ${ROPE_PRIVATE_LIBDIR})
    foreach(level IN LISTS ROPE_CPU_LEVELS)
        string(REPLACE "-" "_" copy rope_core_${level})
        install(TARGETS ${copy} LIBRARY DESTINATION ${ROPE_PRIVATE_LIBDIR}/glibc-hwcaps/${level})
    endforeach()
    # $ORIGIN-relative, whatever the bin and lib folders (an absolute CMAKE_INSTALL_LIBDIR too).
    cmake_path(ABSOLUTE_PATH ROPE_PRIVATE_LIBDIR BASE_DIRECTORY ${CMAKE_INSTALL_PREFIX} OUTPUT_VARIABLE private_full)
    file(RELATIVE_PATH private_from_bin ${CMAKE_INSTALL_FULL_BINDIR} ${private_full})
    set_target_properties(rope-explorer PROPERTIES INSTALL_RPATH "$ORIGIN/${private_from_bin}")
else()
    # qt_standard_project_setup() would give the binary the RPATH $ORIGIN:$ORIGIN/../lib; with the
    # numerics linked statically it needs none.
    set_target_properties(rope-explorer PROPERTIES INSTALL_RPATH "")
endif()
install(FILES ${ROPE_DESKTOP_SOURCES}/${ROPE_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${ROPE_DESKTOP_SOURCES}/${ROPE_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${ROPE_DESKTOP_SOURCES}/${ROPE_APP_ID}.mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${ROPE_APP_ID}.xml)

set(ROPE_ICON_DIR ${CMAKE_INSTALL_DATADIR}/icons/hicolor)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/rope-explorer.svg
        DESTINATION ${ROPE_ICON_DIR}/scalable/apps RENAME ${ROPE_APP_ID}.svg)
foreach(size IN LISTS ROPE_ICON_SIZES)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/png/rope-explorer-${size}.png
            DESTINATION ${ROPE_ICON_DIR}/${size}x${size}/apps RENAME ${ROPE_APP_ID}.png)
endforeach()

# The manual page and the changelog compressed as Debian wants them: gzip -9, and -n so that the
# archive has no timestamp (identical bytes on every build).
find_program(ROPE_GZIP gzip REQUIRED)
set(ROPE_DOC_BUILD ${PROJECT_BINARY_DIR}/doc)
file(MAKE_DIRECTORY ${ROPE_DOC_BUILD})
set(ROPE_MANPAGE ${PROJECT_SOURCE_DIR}/resources/man/rope-explorer.1)
set(ROPE_CHANGELOG ${PROJECT_SOURCE_DIR}/resources/debian/changelog)
add_custom_command(OUTPUT ${ROPE_DOC_BUILD}/rope-explorer.1.gz
    COMMAND ${ROPE_GZIP} -9nc ${ROPE_MANPAGE} > ${ROPE_DOC_BUILD}/rope-explorer.1.gz
    DEPENDS ${ROPE_MANPAGE} VERBATIM)
add_custom_command(OUTPUT ${ROPE_DOC_BUILD}/changelog.gz
    COMMAND ${ROPE_GZIP} -9nc ${ROPE_CHANGELOG} > ${ROPE_DOC_BUILD}/changelog.gz
    DEPENDS ${ROPE_CHANGELOG} VERBATIM)
add_custom_target(rope_docs ALL DEPENDS ${ROPE_DOC_BUILD}/rope-explorer.1.gz ${ROPE_DOC_BUILD}/changelog.gz)
install(FILES ${ROPE_DOC_BUILD}/rope-explorer.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright ${ROPE_DOC_BUILD}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/rope-explorer) # the package name, not PROJECT_NAME
