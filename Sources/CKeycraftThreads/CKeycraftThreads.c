#define _GNU_SOURCE
#include "CKeycraftThreads.h"

#if defined(__linux__)
#include <sched.h>
#include <unistd.h>

bool keycraft_start_elsewhere(pthread_attr_t *attributes, int turn) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return false;
    int current = sched_getcpu();
    int others = CPU_COUNT(&allowed) - (current >= 0 && CPU_ISSET(current, &allowed) ? 1 : 0);
    if (others < 1 || turn < 0) return false;
    int wanted = turn % others;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &allowed) || cpu == current) continue;
        if (wanted-- > 0) continue;
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(cpu, &one);
        return pthread_attr_setaffinity_np(attributes, sizeof one, &one) == 0;
    }
    return false;
}

void keycraft_run_anywhere(void) {
    // The main thread's id is the process's: its set is the one the process was given.
    cpu_set_t allowed;
    if (sched_getaffinity(getpid(), sizeof allowed, &allowed) == 0) sched_setaffinity(0, sizeof allowed, &allowed);
}

int keycraft_allowed_cpu_count(void) {
    cpu_set_t allowed;
    return sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed) : 0;
}

#else

bool keycraft_start_elsewhere(pthread_attr_t *attributes, int turn) {
    (void)attributes;
    (void)turn;
    return false;
}

void keycraft_run_anywhere(void) {}

int keycraft_allowed_cpu_count(void) { return 0; }

#endif
