package brlapi

import "fmt"

// Key is a BrlAPI key code: flags in bits 63–32, the key type in bits
// 31–29, and the code in bits 28–0. For BRLTTY commands the code holds a
// command block (bits 28–16) and an argument (bits 15–0).
type Key uint64

// Masks and values of the key code layout.
const (
	keyTypeMask Key = 0xE0000000
	keyTypeCmd  Key = 0x20000000
	keyBlkMask  Key = 0x1FFF0000
	keyArgMask  Key = 0x0000FFFF
	keyFlagMask Key = 0xFFFFFFFF00000000
)

// Command is a BRLTTY command block (bits 28–16 of a command key code,
// shifted down). Block 0 holds the basic commands, whose number is the
// key's argument.
type Command uint32

// Basic commands (block 0); the number is the key's argument.
const (
	CmdLineUp        = 1
	CmdLineDown      = 2
	CmdWindowUp      = 3
	CmdWindowDown    = 4
	CmdTop           = 9
	CmdBottom        = 10
	CmdTopLeft       = 11
	CmdBottomLeft    = 12
	CmdCharLeft      = 19
	CmdCharRight     = 20
	CmdHalfLeft      = 21
	CmdHalfRight     = 22
	CmdFullLeft      = 23
	CmdFullRight     = 24
	CmdFullLeftSkip  = 25
	CmdFullRightSkip = 26
	CmdLineBegin     = 27
	CmdLineEnd       = 28
	CmdHome          = 29
)

// Command blocks with an argument.
const (
	BlockBasic Command = 0
	BlockRoute Command = 1 // routing key; the argument is the 0-based cell
)

// IsCommand tells whether the key is a BRLTTY command (as opposed to a
// keyboard symbol).
func (k Key) IsCommand() bool { return k&keyTypeMask == keyTypeCmd }

// Block returns the command block of a command key.
func (k Key) Block() Command { return Command((k & keyBlkMask) >> 16) }

// Arg returns the argument of a command key: the command number for
// basic commands, the cell for routing keys.
func (k Key) Arg() int { return int(k & keyArgMask) }

// Flags returns the flag bits of the key.
func (k Key) Flags() uint32 { return uint32((k & keyFlagMask) >> 32) }

// CommandKey builds the key code BRLTTY sends for command block blk with
// argument arg.
func CommandKey(blk Command, arg int) Key {
	return keyTypeCmd | Key(blk)<<16&keyBlkMask | Key(arg)&keyArgMask
}

func (k Key) String() string {
	if !k.IsCommand() {
		return fmt.Sprintf("key 0x%016x", uint64(k))
	}
	if k.Block() == BlockRoute {
		return fmt.Sprintf("route %d", k.Arg())
	}
	if k.Block() == BlockBasic {
		return fmt.Sprintf("command %d", k.Arg())
	}
	return fmt.Sprintf("command block %d arg %d", k.Block(), k.Arg())
}
