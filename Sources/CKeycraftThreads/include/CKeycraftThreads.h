// Where a new thread starts, for Swift code: Linux's CPU affinity calls are GNU extensions that
// Swift's Glibc module leaves out.
#ifndef CKEYCRAFT_THREADS_H
#define CKEYCRAFT_THREADS_H

#include <pthread.h>
#include <stdbool.h>

/// Sets `attributes` so that the thread they make starts on a CPU the process may use other than
/// the caller's current one (the `turn`-th such CPU, round robin), and returns whether it did: not
/// on one CPU, nor where the system can't say (any system but Linux).
///
/// Why: a thread made while its maker keeps working was often queued behind the maker on the
/// maker's CPU, and started only when the scheduler next balanced the CPUs, up to about 4 ms later,
/// while the other CPU idled. Placed on the other CPU, it starts within about 0.1 ms.
bool keycraft_start_elsewhere(pthread_attr_t *attributes, int turn);

/// Lets the calling thread run on any CPU the process may use (the main thread's set) again: a
/// thread placed by ``keycraft_start_elsewhere`` calls it first, so that it is placed, not pinned.
void keycraft_run_anywhere(void);

/// How many CPUs the calling thread may run on; 0 where the system can't say.
int keycraft_allowed_cpu_count(void);

#endif
