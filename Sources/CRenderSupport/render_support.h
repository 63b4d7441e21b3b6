#pragma once

// Swift has no prefetch intrinsic, and clang's `_m_prefetch` imports as an empty function.
// These compile to PREFETCHT0 / PREFETCHW on x86-64 (PRFM on arm64) once inlined into Swift.

/// Asks the CPU to bring the cache line at `address` into L1 for reading.
static inline void render_prefetch_read(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/// Asks for every cache line of the `count` 32-bit pixels from `pixels` to be brought into
/// L1 for writing (and the line of the last one): the next row's pixels, asked for before
/// they are written. One request per 64-byte line, in one C loop (in Swift, each step paid
/// an overflow check).
static inline void render_prefetch_span(const uint32_t *pixels, size_t count) {
  if (count == 0) return;
  const char *p = (const char *)pixels;
  const char *end = (const char *)(pixels + count);
  // Four lines a step: a row's worth of requests is asked for in every fill pass, and the
  // loop's own count and branch cost as much as the requests.
  for (; end - p > 192; p += 256) {
    __builtin_prefetch(p, 1, 3);
    __builtin_prefetch(p + 64, 1, 3);
    __builtin_prefetch(p + 128, 1, 3);
    __builtin_prefetch(p + 192, 1, 3);
  }
  for (; p < end; p += 64) __builtin_prefetch(p, 1, 3);
  __builtin_prefetch(end - 1, 1, 3);
}

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "render_fill32 needs a 32-bit wchar_t");

/// Sets `count` 32-bit pixels to `value` with the C library's wide-character fill, which
/// writes with vector stores (a plain Swift loop measured several times slower).
static inline void render_fill32(uint32_t *pixels, uint32_t value, size_t count) {
  wmemset((wchar_t *)pixels, (wchar_t)value, count);
}

/// `value` truncated toward zero, for a value the caller has bounded to a pixel coordinate:
/// Swift's `Int(Double)` checks the range on every call, in loops that run per pixel.
static inline long render_truncate(double value) {
  return (long)value;
}
