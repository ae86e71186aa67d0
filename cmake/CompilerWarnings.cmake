# SPDX-License-Identifier: GPL-3.0-or-later
# Warnings for C++ only: the CUDA compiler rejects these flags, so they are guarded by language.
function(clusterledger_set_warnings target)
    target_compile_options(${target} PRIVATE
        $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic>
        $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<BOOL:${CLUSTERLEDGER_WERROR}>>:-Werror>)
endfunction()
