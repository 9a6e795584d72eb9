package voices

import (
	"math"
	"testing"
)

func TestDefaultPackPassesCheck(t *testing.T) {
	r := Check(DefaultFS(), ".", CheckOptions{})
	t.Log(r.Summary(DefaultName))
	if !r.OK() {
		t.Fatalf("the embedded pack fails its check:\n%s", r.Summary(DefaultName))
	}
}

// TestDefaultPackBalance: the embedded pack has the spectral balance of
// natural speech, within 3 dB in each band.
func TestDefaultPackBalance(t *testing.T) {
	r := Check(DefaultFS(), ".", CheckOptions{})
	if !r.HasBalance {
		t.Fatal("no spectral balance measured")
	}
	t.Logf("balance %s", r.Balance)
	for i, d := range r.Balance.Off() {
		if math.Abs(d) > 3 {
			t.Errorf("band %s is %.1f dB from natural speech (allowed 3 dB)", bandNames[i], d)
		}
	}
	if len(r.Warnings) > 0 {
		t.Errorf("warnings: %v", r.Warnings)
	}
}
