# The layers' one rule, checked whenever the project is configured: the model and the command line
# never reach a widget library. (`cmake --graphviz` draws the same graph.)

# Every library `target` links, directly or through others (imported targets' interface included).
function(rope_link_closure target out)
    set(seen "")
    set(queue ${target})
    while(queue)
        list(POP_FRONT queue t)
        if(t IN_LIST seen OR NOT TARGET ${t})
            continue()
        endif()
        list(APPEND seen ${t})
        get_target_property(imported ${t} IMPORTED)
        if(imported)
            get_target_property(links ${t} INTERFACE_LINK_LIBRARIES)
        else()
            get_target_property(links ${t} LINK_LIBRARIES)
        endif()
        foreach(l IN LISTS links)
            if(NOT l MATCHES "^\\$<" AND NOT l STREQUAL "links-NOTFOUND")
                list(APPEND queue ${l})
            endif()
        endforeach()
    endwhile()
    set(${out} ${seen} PARENT_SCOPE)
endfunction()

function(rope_check_no_widgets)
    foreach(target IN LISTS ARGN)
        rope_link_closure(${target} closure)
        foreach(forbidden Qt6::Gui Qt6::Widgets Qt6::PrintSupport Qt6::Svg QCustomPlotQt6::QCustomPlotQt6)
            if(forbidden IN_LIST closure)
                message(FATAL_ERROR "${target} links ${forbidden}: the model and the command line must not "
                                    "need a widget library (ui/model, app/cli)")
            endif()
        endforeach()
    endforeach()
endfunction()

# The includes, layer by layer: a library never includes a header of a layer above it, and core
# includes no Qt header. Linking cannot catch this (every layer sees the project root), so the
# sources are read; checked at configure time and by the test `layers_includes`.
function(rope_check_includes root)
    set(rules
        "core|ui/|app/|<Q|<q"
        "ui/model|ui/widgets/|ui/views/|ui/window/|app/"
        "ui/widgets|ui/views/|ui/window/|app/"
        "ui/views|ui/window/|app/"
        "ui/window|app/"
        "app/cli|ui/widgets/|ui/views/|ui/window/|app/gui/")
    set(faults "")
    foreach(rule IN LISTS rules)
        string(REPLACE "|" ";" parts "${rule}")
        list(POP_FRONT parts folder)
        file(GLOB_RECURSE sources ${root}/${folder}/*.h ${root}/${folder}/*.cpp)
        foreach(source IN LISTS sources)
            file(STRINGS ${source} includes REGEX "^#include [<\"]")
            foreach(line IN LISTS includes)
                foreach(forbidden IN LISTS parts)
                    string(FIND "${line}" "#include \"${forbidden}" quoted)
                    string(FIND "${line}" "#include ${forbidden}" angled)
                    if(quoted GREATER -1 OR (forbidden MATCHES "^<" AND angled GREATER -1))
                        file(RELATIVE_PATH where ${root} ${source})
                        list(APPEND faults "${where}: ${line}")
                    endif()
                endforeach()
            endforeach()
        endforeach()
    endforeach()
    if(faults)
        list(JOIN faults "\n  " text)
        message(FATAL_ERROR "Includes against the layers (core → model → widgets → views → window; app/cli "
                            "beside the window):\n  ${text}")
    endif()
endfunction()

# As a script (cmake -DROOT=… -P tests/layers.cmake): the include check alone.
if(CMAKE_SCRIPT_MODE_FILE AND ROOT)
    rope_check_includes(${ROOT})
endif()
