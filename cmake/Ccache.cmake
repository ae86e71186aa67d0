# SPDX-License-Identifier: GPL-3.0-or-later
# ccache, for CI's minutes on 2 cores: a second run on the same machine (another clone, another
# build folder) compiles only what changed. The cache lives outside the clone (ccache's default,
# ~/.cache/ccache), so a fresh clone's first run is unchanged and a removed clone loses nothing.
#   - CCACHE_BASEDIR: paths under the source tree are hashed relative to it, so two clones share.
#   - CCACHE_SLOPPINESS: what ccache needs to cache with precompiled headers (its manual, "Precompiled
#     headers"): the PCH's own defines and __TIME__ are not part of the key, and PCH files are
#     compared by content, not by the time they were written.
# CLUSTERLEDGER_CCACHE=OFF, or a CMAKE_CXX_COMPILER_LAUNCHER of one's own, leaves the compiler as it is.
option(CLUSTERLEDGER_CCACHE "Compile through ccache when it is installed" ON)

if(CLUSTERLEDGER_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(CLUSTERLEDGER_CCACHE_PROGRAM ccache)
    if(CLUSTERLEDGER_CCACHE_PROGRAM)
        set(CMAKE_CXX_COMPILER_LAUNCHER
            ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${CMAKE_SOURCE_DIR}
            CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
            ${CLUSTERLEDGER_CCACHE_PROGRAM})
        message(STATUS "Compiling through ${CLUSTERLEDGER_CCACHE_PROGRAM}")
    endif()
endif()
