package dgt

import (
	"time"

	"github.com/rochade/rochade/devices/internal/stream"
)

// The board's timing, from DGT's protocol description (dgtbrd.h, notes on
// the communication dynamics): the squares are sampled one by one, and a
// full scan takes about 200 to 250 ms. A change is therefore reported up
// to one scan late, changes come in the order of the scan (a8 first, h1
// last) rather than the order the hands made them, and a piece slid over
// the board can be missed on every square for a whole scan.
const (
	ScanMin = 200 * time.Millisecond
	ScanMax = 250 * time.Millisecond
)

// Commands with data. The board reads them as frames: the command byte,
// a size byte (the number of bytes that follow it, the end byte
// included), the data, and the end byte 0x00.
const (
	// CmdClockMessage carries a command for the clock: the data starts
	// with ClockStartMessage and the clock command. The board
	// acknowledges it in a BWTIME message when it is in an update mode
	// (0x43 or 0x4b) and a clock answers.
	CmdClockMessage byte = 0x2b
	// CmdSetLEDs sets the LEDs of a Revelation II: data pattern, first
	// field, last field.
	CmdSetLEDs byte = 0x60
	// FrameEnd ends every frame.
	FrameEnd byte = 0x00
)

// Other single-byte commands of the header.
const (
	CmdStartBootloader byte = 0x4e // the board jumps to its boot loader
	CmdLongSerial      byte = 0x55 // answer with a LONG_SERIALNR message
	// The draughts boards' commands.
	CmdSendBoard50B byte = 0x50
	CmdScan50B      byte = 0x51
	CmdSendBoard50W byte = 0x52
	CmdScan50W      byte = 0x53
	CmdScan100      byte = 0x54
)

// The clock commands inside a CmdClockMessage frame.
const (
	ClockStartMessage byte = 0x03 // first data byte of every clock message
	ClockDisplay      byte = 0x01 // segments of the six digits, icons, beep
	ClockIcons        byte = 0x02
	ClockEndDisplay   byte = 0x03 // back to showing the times
	ClockButton       byte = 0x08
	ClockVersion      byte = 0x09
	ClockSetAndRun    byte = 0x0a
	ClockBeep         byte = 0x0b
	ClockASCII        byte = 0x0c // eight characters on a DGT3000
)

// SizeLongSerial is the size of a LONG_SERIALNR message (ten digits).
const SizeLongSerial = 13

// EncodeFrame builds a command with data as the board reads it.
func EncodeFrame(cmd byte, data ...byte) []byte {
	out := []byte{cmd, byte(len(data) + 1)}
	out = append(out, data...)
	return append(out, FrameEnd)
}

// EncodeClockCommand builds a CmdClockMessage frame with clock command id
// and its content.
func EncodeClockCommand(id byte, content ...byte) []byte {
	return EncodeFrame(CmdClockMessage, append([]byte{ClockStartMessage, id}, content...)...)
}

// EncodeSetLEDs builds a CmdSetLEDs frame: pattern (0 off, 1 on) on the
// fields from first to last (0 is a8, 63 is h1).
func EncodeSetLEDs(pattern byte, first, last int) []byte {
	return EncodeFrame(CmdSetLEDs, pattern, byte(first), byte(last))
}

// framed lists the commands that carry data.
func framed(c byte) bool { return c == CmdClockMessage || c == CmdSetLEDs }

// maxFrame is the largest size byte taken for a frame: the longest frame
// of the header (the DGT3000 text) has 12; larger ones are line noise.
const maxFrame = 32

// busSize is the length of a bus-mode command: command, address MSB,
// address LSB, checksum.
const busSize = 4

// Command is one command as the board reads it.
type Command struct {
	// Code is the command byte.
	Code byte
	// Data holds the bytes of a frame between the size byte and the end
	// byte (CmdClockMessage, CmdSetLEDs).
	Data []byte
	// Bus marks a bus-mode command (Code has its top bit set); Address
	// is the board it is for, and ChecksumOK tells whether its checksum
	// is right.
	Bus        bool
	Address    int
	ChecksumOK bool
}

// ClockCommand returns the clock command of a CmdClockMessage frame and
// its content.
func (c Command) ClockCommand() (id byte, content []byte, ok bool) {
	if c.Code != CmdClockMessage || len(c.Data) < 2 || c.Data[0] != ClockStartMessage {
		return 0, nil, false
	}
	return c.Data[1], c.Data[2:], true
}

// Skip says why bytes were passed over.
type Skip uint8

// Reasons for skipping bytes.
const (
	SkipUnknown  Skip = iota + 1 // a byte that is no command
	SkipBadFrame                 // a frame whose size or end byte is wrong
)

// Skipped is a run of bytes the CommandDecoder passed over.
type Skipped struct {
	Offset int64 // stream offset of the first byte
	Bytes  int
	Why    Skip
}

// CommandDecoder reads the commands a board receives from a byte stream
// fed in pieces of any size: single bytes, frames with data, and bus
// commands, which are taken whole so that their address and data are
// never read as commands. It never waits on a half command: Next returns
// what is complete and keeps the rest.
type CommandDecoder struct {
	b       stream.Buffer
	skipped []Skipped
}

// Feed appends received bytes.
func (d *CommandDecoder) Feed(p []byte) { d.b.Feed(p) }

// Buffered returns how many bytes wait for the rest of a command.
func (d *CommandDecoder) Buffered() int { return d.b.Buffered() }

// Skipped returns the runs of bytes passed over since the last call and
// forgets them.
func (d *CommandDecoder) Skipped() []Skipped {
	s := d.skipped
	d.skipped = nil
	return s
}

func (d *CommandDecoder) skip(n int, why Skip) {
	at := d.b.Offset(0)
	if k := len(d.skipped); k > 0 && d.skipped[k-1].Why == why && d.skipped[k-1].Offset+int64(d.skipped[k-1].Bytes) == at {
		d.skipped[k-1].Bytes += n
	} else if k < 64 {
		d.skipped = append(d.skipped, Skipped{Offset: at, Bytes: n, Why: why})
	}
	d.b.Drop(n)
}

// known tells whether c is a single-byte command of the header.
func known(c byte) bool {
	switch c {
	case CmdReset, CmdSendClock, CmdSendBoard, CmdUpdate, CmdUpdateBoard, CmdSerialNumber,
		CmdBusAddress, CmdTrademark, CmdEEMoves, CmdToBusMode, CmdUpdateNice, CmdBatteryStatus,
		CmdVersion, CmdStartBootloader, CmdLongSerial, CmdSendBoard50B, CmdScan50B,
		CmdSendBoard50W, CmdScan50W, CmdScan100:
		return true
	}
	return false
}

// Next returns the next complete command, or ok false when none is
// complete yet.
func (d *CommandDecoder) Next() (Command, bool) {
	for len(d.b.Buf) > 0 {
		c := d.b.Buf[0]
		switch {
		case c&0x80 != 0:
			if len(d.b.Buf) < busSize {
				return Command{}, false
			}
			b := d.b.Buf[:busSize]
			cmd := Command{Code: c, Bus: true, Address: int(b[1]&0x7f)<<7 | int(b[2]&0x7f),
				ChecksumOK: (b[0]+b[1]+b[2])&0x7f == b[3]}
			d.b.Drop(busSize)
			return cmd, true
		case framed(c):
			if len(d.b.Buf) < 2 {
				return Command{}, false
			}
			size := int(d.b.Buf[1])
			if size < 1 || size > maxFrame || (c == CmdClockMessage && size < 3) {
				// No frame: the byte after it is read again, as a
				// command of its own.
				d.skip(1, SkipBadFrame)
				continue
			}
			if len(d.b.Buf) < 2+size {
				return Command{}, false
			}
			frame := d.b.Buf[2 : 2+size]
			if frame[size-1] != FrameEnd || (c == CmdClockMessage && frame[0] != ClockStartMessage) {
				d.skip(2+size, SkipBadFrame)
				continue
			}
			cmd := Command{Code: c, Data: append([]byte(nil), frame[:size-1]...)}
			d.b.Drop(2 + size)
			return cmd, true
		case known(c):
			d.b.Drop(1)
			return Command{Code: c}, true
		default:
			d.skip(1, SkipUnknown)
		}
	}
	return Command{}, false
}

// EncodeLongSerial builds a LONG_SERIALNR message of ten digits (the
// text is cut or padded with zeros in front).
func EncodeLongSerial(digits string) []byte {
	for len(digits) < 10 {
		digits = "0" + digits
	}
	return EncodeText(MsgLongSerial, digits[len(digits)-10:])
}

// AckFor returns the acknowledgement the clock gives to clock command
// id: the normal-acknowledgement code and the command.
func AckFor(id byte) ClockAck { return ClockAck{AckOK, id} }
