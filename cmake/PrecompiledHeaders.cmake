# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers, for CI's minutes on 2 cores: nlohmann/json and Qt's module headers are
# parsed once per target instead of once per file (a GUI test's compile drops by about half).
# Each library gets the headers of the layer it may use, so the PCH never lets core/ see Qt
# or the CLI see widgets; the tests share two PCHs (one per kind) instead of one each.
# CLUSTERLEDGER_PCH=OFF builds without them, which is how a missing #include is caught.
option(CLUSTERLEDGER_PCH "Use precompiled headers" ON)

set(_cl_pch_std <algorithm> <array> <cmath> <cstdint> <functional> <map> <memory> <optional>
                <set> <string> <string_view> <utility> <vector>)

# clusterledger_use_pch(target LAYER [headers...]): LAYER is core (plain C++ and json), qtcore,
# qtgui or qtwidgets, the highest Qt module the target links; more headers may follow.
function(clusterledger_use_pch target layer)
    if(NOT CLUSTERLEDGER_PCH)
        return()
    endif()
    set(headers ${_cl_pch_std} <nlohmann/json.hpp>)
    if(layer STREQUAL "qtcore")
        list(APPEND headers <QtCore/QtCore>)
    elseif(layer STREQUAL "qtgui")
        list(APPEND headers <QtCore/QtCore> <QtGui/QtGui>)
    elseif(layer STREQUAL "qtwidgets")
        list(APPEND headers <QtCore/QtCore> <QtGui/QtGui> <QtWidgets/QtWidgets>)
    elseif(NOT layer STREQUAL "core")
        message(FATAL_ERROR "clusterledger_use_pch: unknown layer '${layer}'")
    endif()
    target_precompile_headers(${target} PRIVATE ${headers} ${ARGN})
    clusterledger_pch_warnings(${target})
endfunction()

# GCC 12 forgets, for code it inlines from a PCH, that the code came from a system header, and
# then reports libstdc++'s own std::string copies (GCC 12's known -Warray-bounds and
# -Wstringop false positives) as ours. Off for PCH builds only; the CLUSTERLEDGER_PCH=OFF build and
# the sanitizers still see any real overflow.
function(clusterledger_pch_warnings target)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        target_compile_options(${target} PRIVATE -Wno-array-bounds -Wno-stringop-overflow
                                                 -Wno-stringop-overread)
    endif()
endfunction()

# clusterledger_test_pch(target KIND): tests of one kind (core: QtCore and QtTest; gui: Qt
# Widgets and QtTest) share the PCH the first of them built, so 40 tests build two PCHs.
function(clusterledger_test_pch target kind)
    if(NOT CLUSTERLEDGER_PCH)
        return()
    endif()
    get_property(donor GLOBAL PROPERTY CLUSTERLEDGER_PCH_DONOR_${kind})
    if(donor)
        target_precompile_headers(${target} REUSE_FROM ${donor})
        clusterledger_pch_warnings(${target})
    else()
        set(layer qtcore)
        if(kind STREQUAL "gui")
            set(layer qtwidgets)
        endif()
        clusterledger_use_pch(${target} ${layer} <QtTest/QtTest>)
        set_property(GLOBAL PROPERTY CLUSTERLEDGER_PCH_DONOR_${kind} ${target})
    endif()
endfunction()
