// Speaks a list of texts with the SVOX Pico German voice through the npm
// package @echogarden/svoxpico-wasm, one engine for the whole list.
// usage: node pico.mjs <voice data folder> <texts.json> <out folder>
// texts.json is a JSON array of strings; the output is 0.wav, 1.wav, ...
// (16 kHz mono 16-bit).
import SvoxPico from '@echogarden/svoxpico-wasm'
import { readFileSync, writeFileSync } from 'node:fs'

const [dataDir, listPath, outDir] = process.argv.slice(2)
const texts = JSON.parse(readFileSync(listPath, 'utf8'))
const m = await SvoxPico()
const enc = new TextEncoder()

function cstr(s) {
  const b = enc.encode(s + '\0')
  const p = m._malloc(b.length)
  m.HEAPU8.set(b, p)
  return [p, b.length]
}
function must(rc, what, ok = [0]) {
  if (!ok.includes(rc)) throw new Error(`${what} failed with code ${rc}`)
}

const memSize = 2500000
const sysRef = m._malloc(4)
must(m._pico_initialize(m._malloc(memSize), memSize, sysRef), 'pico_initialize')
const sys = m.getValue(sysRef, 'i32')
const names = []
for (const f of ['de-DE_ta.bin', 'de-DE_gl0_sg.bin']) {
  m.FS.writeFile('/' + f, readFileSync(`${dataDir}/${f}`))
  const [fp] = cstr('/' + f)
  const resRef = m._malloc(4)
  must(m._pico_loadResource(sys, fp, resRef), 'loading ' + f)
  const nameBuf = m._malloc(32)
  must(m._pico_getResourceName(sys, m.getValue(resRef, 'i32'), nameBuf), 'resource name')
  names.push(nameBuf)
}
const [voice] = cstr('PicoVoice')
must(m._pico_createVoiceDefinition(sys, voice), 'voice definition')
for (const n of names) must(m._pico_addResourceToVoiceDefinition(sys, voice, n), 'adding a resource')
const engRef = m._malloc(4)
must(m._pico_newEngine(sys, voice, engRef), 'new engine')
const eng = m.getValue(engRef, 'i32')

const written = m._malloc(4), out = m._malloc(16384), cnt = m._malloc(2), typ = m._malloc(2)
texts.forEach((text, i) => {
  const [tp, tlen] = cstr(text)
  const chunks = []
  for (let off = 0; off < tlen;) {
    m.setValue(written, 0, 'i32')
    must(m._pico_putTextUtf8(eng, tp + off, tlen - off, written), 'putText')
    off += m.getValue(written, 'i32')
    for (;;) {
      const rc = m._pico_getData(eng, out, 16384, cnt, typ)
      must(rc, 'getData', [200, 201])
      const n = m.getValue(cnt, 'i16')
      if (n > 0) chunks.push(Buffer.from(m.HEAPU8.slice(out, out + n)))
      if (rc === 200) break // the engine is idle: this text is done
    }
  }
  m._free(tp)
  const pcm = Buffer.concat(chunks)
  const h = Buffer.alloc(44)
  h.write('RIFF', 0); h.writeUInt32LE(36 + pcm.length, 4); h.write('WAVE', 8); h.write('fmt ', 12)
  h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22); h.writeUInt32LE(16000, 24)
  h.writeUInt32LE(32000, 28); h.writeUInt16LE(2, 32); h.writeUInt16LE(16, 34); h.write('data', 36)
  h.writeUInt32LE(pcm.length, 40)
  writeFileSync(`${outDir}/${i}.wav`, Buffer.concat([h, pcm]))
})
