# SPDX-License-Identifier: GPL-3.0-or-later
# Two ways of building with sanitizers (CMakePresets.json: `asan` and `fuzz`).
#
# CLUSTERLEDGER_SANITIZE=ON (preset asan): everything we compile gets AddressSanitizer and
#   UndefinedBehaviorSanitizer at -O1; UBSan stops at the first report. Qt is not instrumented:
#   tests/sanitizers/ holds the suppressions for what that alone explains, each with its reason.
# CLUSTERLEDGER_FUZZ=ON (preset fuzz): clang-14 with libFuzzer; only clcore and the fuzz_*
#   targets are instrumented (tests/fuzz). Checked here, at configure time, so a missing
#   compiler or libFuzzer (libclang-rt-14-dev) is named before anything builds.
option(CLUSTERLEDGER_SANITIZE "Build everything with ASan + UBSan" OFF)
option(CLUSTERLEDGER_FUZZ "Build the libFuzzer targets (clang-14)" OFF)

if(CLUSTERLEDGER_SANITIZE AND CLUSTERLEDGER_FUZZ)
    message(FATAL_ERROR "CLUSTERLEDGER_SANITIZE and CLUSTERLEDGER_FUZZ are separate builds")
endif()

if(CLUSTERLEDGER_SANITIZE)
    set(_cl_san -fsanitize=address,undefined -fno-sanitize-recover=undefined
                -fno-omit-frame-pointer)
    add_compile_options("$<$<COMPILE_LANGUAGE:CXX>:${_cl_san}>")
    add_link_options(${_cl_san})
endif()

set(CLUSTERLEDGER_FUZZ_FLAGS "")
if(CLUSTERLEDGER_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang" OR NOT CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 14
       OR CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 15)
        message(FATAL_ERROR "The fuzz preset is pinned to clang-14 (found ${CMAKE_CXX_COMPILER_ID} "
                            "${CMAKE_CXX_COMPILER_VERSION}): install clang-14 and libclang-rt-14-dev "
                            "(packaging/debian/install-deps.sh does)")
    endif()
    include(CheckCXXSourceCompiles)
    set(CMAKE_REQUIRED_FLAGS "-fsanitize=fuzzer,address,undefined")
    check_cxx_source_compiles(
        "#include <cstddef>
         #include <cstdint>
         extern \"C\" int LLVMFuzzerTestOneInput(const std::uint8_t *, std::size_t) { return 0; }"
        CLUSTERLEDGER_HAVE_LIBFUZZER)
    unset(CMAKE_REQUIRED_FLAGS)
    if(NOT CLUSTERLEDGER_HAVE_LIBFUZZER)
        message(FATAL_ERROR "clang-14 cannot link a libFuzzer target: install libclang-rt-14-dev")
    endif()
    set(CLUSTERLEDGER_FUZZ_FLAGS -fsanitize=fuzzer-no-link,address,undefined
                                 -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
endif()
