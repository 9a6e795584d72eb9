package voices

import (
	"testing"
)

func TestDefaultPackPassesCheck(t *testing.T) {
	r := Check(DefaultFS(), ".", CheckOptions{})
	t.Log(r.Summary(DefaultName))
	if !r.OK() {
		t.Fatalf("the embedded pack fails its check:\n%s", r.Summary(DefaultName))
	}
}
