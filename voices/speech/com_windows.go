//go:build windows

package speech

import (
	"errors"
	"fmt"
	"runtime"
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

// COM by hand, without cgo: the few calls of ole32, oleaut32 and user32
// that automation needs, and IDispatch's methods through its table of
// functions.

var (
	modole32    = windows.NewLazySystemDLL("ole32.dll")
	modoleaut32 = windows.NewLazySystemDLL("oleaut32.dll")
	moduser32   = windows.NewLazySystemDLL("user32.dll")

	procCLSIDFromProgID  = modole32.NewProc("CLSIDFromProgID")
	procCoCreateInstance = modole32.NewProc("CoCreateInstance")
	procSysAllocString   = modoleaut32.NewProc("SysAllocString")
	procSysFreeString    = modoleaut32.NewProc("SysFreeString")
	procVariantClear     = modoleaut32.NewProc("VariantClear")
	procFindWindowW      = moduser32.NewProc("FindWindowW")
)

var (
	iidNull      windows.GUID
	iidIDispatch = windows.GUID{Data1: 0x00020400, Data4: [8]byte{0xC0, 0, 0, 0, 0, 0, 0, 0x46}}
)

const (
	clsctxInprocServer = 0x1
	clsctxLocalServer  = 0x4

	dispatchMethod         = 1
	dispatchPropertyGet    = 2
	dispatchPropertyPut    = 4
	dispatchPropertyPutRef = 8
	dispidPropertyPut      = -3

	localeUserDefault = 0x400

	vtEmpty    = 0
	vtI4       = 3
	vtBSTR     = 8
	vtDispatch = 9
	vtBool     = 11
)

// variant is OLE's VARIANT: a type tag, three reserved words and 16
// bytes of value on 64-bit systems (8 on 32-bit ones).
type variant struct {
	vt  uint16
	_   [3]uint16
	val uintptr
	_   uintptr
}

type dispParams struct {
	args   *variant
	named  *int32
	nArgs  uint32
	nNamed uint32
}

type excepInfo struct {
	code        uint16
	_           uint16
	source      *uint16
	description *uint16
	helpFile    *uint16
	helpContext uint32
	_           uintptr
	_           uintptr
	scode       int32
}

type iDispatchVtbl struct {
	_                     uintptr // QueryInterface
	addRef, release       uintptr
	_, _                  uintptr // GetTypeInfoCount, GetTypeInfo
	getIDsOfNames, invoke uintptr
}

type iDispatch struct{ vtbl *iDispatchVtbl }

// hresult turns a failed HRESULT into an error.
func hresult(what string, r uintptr) error {
	if int32(r) >= 0 {
		return nil
	}
	return fmt.Errorf("%s: %w", what, syscall.Errno(r))
}

// comThread runs every COM call on one locked thread of the
// multi-threaded apartment.
type comThread struct {
	calls chan func()
	done  chan struct{}
}

func openCOM(s Speech) (comAPI, error) {
	t := &comThread{calls: make(chan func()), done: make(chan struct{})}
	ready := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		err := windows.CoInitializeEx(0, windows.COINIT_MULTITHREADED)
		if err != nil && !errors.Is(err, syscall.Errno(1)) { // S_FALSE: initialised before
			ready <- err
			close(t.done)
			return
		}
		ready <- nil
		for f := range t.calls {
			f()
		}
		windows.CoUninitialize()
		close(t.done)
	}()
	if err := <-ready; err != nil {
		return nil, &UnavailableError{Speech: s, Reason: Failed, Err: err}
	}
	return t, nil
}

// do runs f on the COM thread and waits for it.
func (t *comThread) do(f func()) {
	finished := make(chan struct{})
	t.calls <- func() { f(); close(finished) }
	<-finished
}

func (t *comThread) close() {
	close(t.calls)
	<-t.done
}

func (t *comThread) windowExists(class string) bool {
	p, err := windows.UTF16PtrFromString(class)
	if err != nil {
		return false
	}
	h, _, _ := procFindWindowW.Call(uintptr(unsafe.Pointer(p)), 0)
	runtime.KeepAlive(p)
	return h != 0
}

func (t *comThread) create(progID string) (dispatch, error) {
	var obj *iDispatch
	var err error
	t.do(func() {
		p, e := windows.UTF16PtrFromString(progID)
		if e != nil {
			err = e
			return
		}
		var clsid windows.GUID
		r, _, _ := procCLSIDFromProgID.Call(uintptr(unsafe.Pointer(p)), uintptr(unsafe.Pointer(&clsid)))
		runtime.KeepAlive(p)
		if err = hresult("CLSIDFromProgID "+progID, r); err != nil {
			return
		}
		r, _, _ = procCoCreateInstance.Call(uintptr(unsafe.Pointer(&clsid)), 0, clsctxInprocServer|clsctxLocalServer,
			uintptr(unsafe.Pointer(&iidIDispatch)), uintptr(unsafe.Pointer(&obj)))
		err = hresult("CoCreateInstance "+progID, r)
	})
	if err != nil {
		return nil, err
	}
	return &comObject{t: t, d: obj}, nil
}

// comObject is an IDispatch, called on its COM thread.
type comObject struct {
	t *comThread
	d *iDispatch
}

func (o *comObject) call(name string, args ...any) (any, error) {
	return o.invoke(name, dispatchMethod|dispatchPropertyGet, args)
}

func (o *comObject) get(name string, args ...any) (any, error) {
	return o.invoke(name, dispatchPropertyGet, args)
}

func (o *comObject) put(name string, v any) error {
	_, err := o.invoke(name, dispatchPropertyPut, []any{v})
	return err
}

func (o *comObject) putRef(name string, v dispatch) error {
	_, err := o.invoke(name, dispatchPropertyPutRef, []any{v})
	return err
}

func (o *comObject) release() {
	o.t.do(func() { syscall.SyscallN(o.d.vtbl.release, uintptr(unsafe.Pointer(o.d))) })
}

func (o *comObject) invoke(name string, flags uint16, args []any) (result any, err error) {
	o.t.do(func() { result, err = o.invokeHere(name, flags, args) })
	return result, err
}

// invokeHere looks the member up by name and invokes it, the arguments
// in reverse order as IDispatch wants them.
func (o *comObject) invokeHere(name string, flags uint16, args []any) (any, error) {
	namePtr, err := windows.UTF16PtrFromString(name)
	if err != nil {
		return nil, err
	}
	var id int32
	r, _, _ := syscall.SyscallN(o.d.vtbl.getIDsOfNames, uintptr(unsafe.Pointer(o.d)), uintptr(unsafe.Pointer(&iidNull)),
		uintptr(unsafe.Pointer(&namePtr)), 1, localeUserDefault, uintptr(unsafe.Pointer(&id)))
	runtime.KeepAlive(namePtr)
	if err := hresult(name, r); err != nil {
		return nil, err
	}
	vars := make([]variant, len(args))
	defer func() {
		for i := range vars {
			procVariantClear.Call(uintptr(unsafe.Pointer(&vars[i])))
		}
	}()
	for i, a := range args {
		if err := setVariant(&vars[len(args)-1-i], a); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	params := dispParams{nArgs: uint32(len(vars))}
	if len(vars) > 0 {
		params.args = &vars[0]
	}
	named := int32(dispidPropertyPut)
	if flags&(dispatchPropertyPut|dispatchPropertyPutRef) != 0 {
		params.named, params.nNamed = &named, 1
	}
	var res variant
	var exc excepInfo
	var argErr uint32
	r, _, _ = syscall.SyscallN(o.d.vtbl.invoke, uintptr(unsafe.Pointer(o.d)), uintptr(id), uintptr(unsafe.Pointer(&iidNull)),
		localeUserDefault, uintptr(flags), uintptr(unsafe.Pointer(&params)), uintptr(unsafe.Pointer(&res)),
		uintptr(unsafe.Pointer(&exc)), uintptr(unsafe.Pointer(&argErr)))
	runtime.KeepAlive(vars)
	runtime.KeepAlive(&named)
	if err := hresult(name, r); err != nil {
		if exc.description != nil {
			err = fmt.Errorf("%w (%s)", err, windows.UTF16PtrToString(exc.description))
		}
		for _, s := range []*uint16{exc.source, exc.description, exc.helpFile} {
			if s != nil {
				procSysFreeString.Call(uintptr(unsafe.Pointer(s)))
			}
		}
		return nil, err
	}
	defer procVariantClear.Call(uintptr(unsafe.Pointer(&res)))
	return o.value(&res), nil
}

// setVariant puts a Go value into v.
func setVariant(v *variant, a any) error {
	switch x := a.(type) {
	case string:
		p, err := windows.UTF16PtrFromString(x)
		if err != nil {
			return err
		}
		b, _, _ := procSysAllocString.Call(uintptr(unsafe.Pointer(p)))
		runtime.KeepAlive(p)
		if b == 0 {
			return errors.New("SysAllocString failed")
		}
		v.vt, v.val = vtBSTR, b
	case bool:
		v.vt = vtBool
		if x {
			*(*int16)(unsafe.Pointer(&v.val)) = -1 // VARIANT_TRUE
		}
	case int32:
		v.vt = vtI4
		*(*int32)(unsafe.Pointer(&v.val)) = x
	case *comObject:
		// VariantClear releases it: add the reference it takes.
		syscall.SyscallN(x.d.vtbl.addRef, uintptr(unsafe.Pointer(x.d)))
		v.vt = vtDispatch
		*(**iDispatch)(unsafe.Pointer(&v.val)) = x.d
	default:
		return fmt.Errorf("cannot pass %T", a)
	}
	return nil
}

// value takes a result out of v (before VariantClear).
func (o *comObject) value(v *variant) any {
	switch v.vt {
	case vtBool:
		return *(*int16)(unsafe.Pointer(&v.val)) != 0
	case vtI4:
		return *(*int32)(unsafe.Pointer(&v.val))
	case vtBSTR:
		p := *(**uint16)(unsafe.Pointer(&v.val))
		if p == nil {
			return ""
		}
		return windows.UTF16PtrToString(p)
	case vtDispatch:
		d := *(**iDispatch)(unsafe.Pointer(&v.val))
		if d == nil {
			return nil
		}
		// VariantClear releases the result's reference: keep one.
		syscall.SyscallN(d.vtbl.addRef, uintptr(unsafe.Pointer(d)))
		return &comObject{t: o.t, d: d}
	}
	return nil
}
