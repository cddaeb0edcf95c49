// A hint that memory is about to be read, for Swift code (which has no prefetch of its own).
// Header only: nothing is compiled or linked, and Swift inlines it.
#ifndef CKEYCRAFT_PREFETCH_H
#define CKEYCRAFT_PREFETCH_H

/// Asks the CPU to bring the cache line holding `address` closer, without waiting for it: unlike a
/// load, the instruction retires at once, so the work that follows runs while the line is fetched.
static inline __attribute__((always_inline)) void keycraft_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
