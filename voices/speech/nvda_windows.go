//go:build windows

package speech

import (
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"unsafe"
)

// nvdaDLLNames are the names of NVDA's controller client, newest first:
// version 2 (NVDA 2024.1 on) is nvdaControllerClient.dll for every
// architecture, version 1 has the architecture in its name.
func nvdaDLLNames() []string {
	names := []string{"nvdaControllerClient.dll"}
	switch runtime.GOARCH {
	case "amd64":
		names = append(names, "nvdaControllerClient64.dll")
	case "386":
		names = append(names, "nvdaControllerClient32.dll")
	}
	return names
}

// nvdaDLL is the controller client loaded from the folder of
// rochade.exe: Rochade does not ship it (NV Access distributes it), and
// loads it by its full path only, never from the search path.
type nvdaDLL struct {
	dll                     *syscall.DLL
	path                    string
	test, speak, cancelProc *syscall.Proc
}

func loadNVDA() (nvdaAPI, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, &UnavailableError{Speech: NVDA, Reason: Failed, Err: err}
	}
	dir := filepath.Dir(exe)
	names := nvdaDLLNames()
	for _, n := range names {
		path := filepath.Join(dir, n)
		if _, err := os.Stat(path); err != nil {
			continue
		}
		dll, err := syscall.LoadDLL(path)
		if err != nil {
			return nil, &UnavailableError{Speech: NVDA, Reason: Failed, Where: path, Err: err}
		}
		d := &nvdaDLL{dll: dll, path: path}
		for _, p := range []struct {
			name string
			proc **syscall.Proc
		}{
			{"nvdaController_testIfRunning", &d.test},
			{"nvdaController_speakText", &d.speak},
			{"nvdaController_cancelSpeech", &d.cancelProc},
		} {
			if *p.proc, err = dll.FindProc(p.name); err != nil {
				dll.Release()
				return nil, &UnavailableError{Speech: NVDA, Reason: Failed, Where: path, Err: err}
			}
		}
		return d, nil
	}
	return nil, &UnavailableError{Speech: NVDA, Reason: NotInstalled, Where: filepath.Join(dir, names[0])}
}

// status turns the error_status_t of a call into an error.
func status(r uintptr) error {
	if r == 0 {
		return nil
	}
	return syscall.Errno(r)
}

func (d *nvdaDLL) testIfRunning() error {
	r, _, _ := d.test.Call()
	return status(r)
}

func (d *nvdaDLL) speakText(text string) error {
	p, err := syscall.UTF16PtrFromString(text)
	if err != nil {
		return err
	}
	r, _, _ := d.speak.Call(uintptr(unsafe.Pointer(p)))
	runtime.KeepAlive(p)
	return status(r)
}

func (d *nvdaDLL) cancelSpeech() error {
	r, _, _ := d.cancelProc.Call()
	return status(r)
}

func (d *nvdaDLL) where() string { return d.path }

func (d *nvdaDLL) release() { d.dll.Release() }
