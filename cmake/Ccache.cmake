# SPDX-License-Identifier: GPL-3.0-or-later
# ccache, for CI's minutes on 2 cores: a second run on the same machine compiles only what changed.
# The cache lives outside the clone (ccache's default, ~/.cache/ccache), so a fresh clone's first
# run is unchanged and removing a clone loses nothing.
#   - CCACHE_BASEDIR: paths under the source tree are hashed relative to it. A second run of the
#     same clone and build folder hits in full; another clone hits only where no absolute path is
#     compiled in (unity files include their sources by absolute path, and -g records the build
#     folder), so expect a partial gain there.
#   - CCACHE_SLOPPINESS: what ccache needs to cache with precompiled headers (its manual,
#     "Precompiled headers"): the PCH's own defines and __TIME__ stay out of the key, and headers
#     written just before the compile (the generated PCH) are not refused for being new.
#   - Clang stamps a PCH with the time it was built, which ccache cannot restore; the manual asks
#     for -fno-pch-timestamp (the fuzz preset builds with clang-14).
# CLUSTERLEDGER_CCACHE=OFF, or a CMAKE_CXX_COMPILER_LAUNCHER of one's own, leaves the compiler as it is.
option(CLUSTERLEDGER_CCACHE "Compile through ccache when it is installed" ON)

if(CLUSTERLEDGER_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(CLUSTERLEDGER_CCACHE_PROGRAM ccache)
    if(CLUSTERLEDGER_CCACHE_PROGRAM)
        set(CMAKE_CXX_COMPILER_LAUNCHER
            ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${CMAKE_SOURCE_DIR}
            CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
            ${CLUSTERLEDGER_CCACHE_PROGRAM})
        if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
            list(APPEND CMAKE_CXX_COMPILE_OPTIONS_CREATE_PCH -Xclang -fno-pch-timestamp)
        endif()
        message(STATUS "Compiling through ${CLUSTERLEDGER_CCACHE_PROGRAM}")
    endif()
endif()
