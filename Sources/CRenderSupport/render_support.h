#pragma once

// Swift has no prefetch intrinsic, and clang's `_m_prefetch` imports as an empty function.
// These compile to PREFETCHT0 / PREFETCHW on x86-64 (PRFM on arm64) once inlined into Swift.

/// Asks the CPU to bring the cache line at `address` into L1 for reading.
static inline void render_prefetch_read(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

/// Asks the CPU to bring the cache line at `address` into L1 for writing.
static inline void render_prefetch_write(const void *address) {
  __builtin_prefetch(address, 1, 3);
}
