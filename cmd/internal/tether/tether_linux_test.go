package tether

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// roleEnv makes the test binary a parent (which starts a sleeper with
// Start and prints its process id) or a sleeper (which sleeps an hour).
const roleEnv = "ROCHADE_CHILD_TEST_ROLE"

func init() {
	switch os.Getenv(roleEnv) {
	case "parent":
		os.Exit(parent())
	case "sleeper":
		time.Sleep(time.Hour)
		os.Exit(0)
	}
}

// parent starts the sleeper from a goroutine that is locked to its
// thread and returns without unlocking it, so that Go ends that thread;
// then it prints the sleeper's process id and waits to be killed.
func parent() int {
	pid := make(chan int)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the goroutine
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), roleEnv+"=sleeper")
		if err := Start(cmd); err != nil {
			fmt.Println(err)
			pid <- 0
			return
		}
		pid <- cmd.Process.Pid
	}()
	p := <-pid
	if p == 0 {
		return 1
	}
	time.Sleep(300 * time.Millisecond) // the locked thread has ended by now
	fmt.Println(p)
	time.Sleep(time.Hour)
	return 0
}

// alive tells whether the process pid runs (a zombie has ended).
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// A child started with Start outlives the thread that asked for it, and
// ends when its parent is killed with SIGKILL.
func TestChildEndsWithItsParent(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), roleEnv+"=parent")
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := Start(cmd); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the parent said %q: %v", line, err)
	}
	sleeper, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		t.Fatalf("the parent said %q", line)
	}
	defer syscall.Kill(sleeper, syscall.SIGKILL)
	if !alive(sleeper) {
		t.Fatal("the child ended with the thread that started it, not with its parent")
	}
	cmd.Process.Kill()
	cmd.Wait()
	for deadline := time.Now().Add(10 * time.Second); alive(sleeper); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the child still runs 10 s after its parent was killed")
		}
	}
}
