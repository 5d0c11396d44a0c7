# CPU time (user + system) of a command and of every process it ever starts, orphans included, for measuring the
# test suite on a shared machine: `python3 scripts/cpu-time.py npx playwright test …`. `/usr/bin/time` counts only
# the processes their parents reaped, and Chromium's renderers and the preview servers mostly are not (a third of the
# browser tests' CPU time was all it saw): this process becomes a child subreaper, so every orphan is reparented here,
# reaped and counted. Stragglers still running 10 s after the command ended are killed.
import ctypes, os, resource, subprocess, sys, time
PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
start = time.time()
child = subprocess.Popen(sys.argv[1:])
code = None
def orphans():
    me = str(os.getpid())
    found = []
    for entry in os.listdir('/proc'):
        if entry.isdigit():
            try:
                fields = open(f'/proc/{entry}/stat').read().rsplit(')', 1)[1].split()
            except OSError:
                continue
            if fields[1] == me and fields[0] != 'Z':
                found.append(int(entry))
    return found
done_at = None
while True:
    try:
        pid, status = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if pid == 0:
        if done_at is not None and time.time() - done_at > 10:
            for straggler in orphans():
                os.kill(straggler, 9)
        time.sleep(0.2)
        continue
    if pid == child.pid:
        code = os.waitstatus_to_exitcode(status)
        done_at = time.time()
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"cputime: wall {time.time() - start:.1f} s, user {usage.ru_utime:.1f} s, sys {usage.ru_stime:.1f} s, cpu {usage.ru_utime + usage.ru_stime:.1f} s, exit {code}", file=sys.stderr)
sys.exit(code or 0)
