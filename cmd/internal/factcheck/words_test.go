package factcheck

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// receiver is the name of a method's receiver type, without a star.
func receiver(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) != 1 {
		return ""
	}
	x := fd.Recv.List[0].Type
	if s, ok := x.(*ast.StarExpr); ok {
		x = s.X
	}
	if id, ok := x.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// Every error type of a library knows its words: besides Error it has
// the method Fact (ui.Fact), and every key it names is a message of the
// catalogue; every exported error variable (ErrX) is a value of such a
// type, not an errors.New. So a fact can never reach the player in the
// library's English.
func TestErrorsKnowTheirWords(t *testing.T) {
	files := libraryFiles(t, root(t))
	errorTypes := map[string]string{} // pkg.Type → file
	factTypes := map[string]bool{}
	var keys []string
	var sentinels []string
	for _, lf := range files {
		keys = append(keys, factLiteralKeys(lf.f)...)
		for _, d := range lf.f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				r := receiver(d)
				if r == "" {
					continue
				}
				switch d.Name.Name {
				case "Error":
					if d.Type.Results != nil && len(d.Type.Results.List) == 1 && d.Type.Params.NumFields() == 0 {
						errorTypes[lf.pkg+"."+r] = lf.rel
					}
				case "Fact":
					factTypes[lf.pkg+"."+r] = true
					keys = append(keys, factKeys(d)...)
				}
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, s := range d.Specs {
					vs := s.(*ast.ValueSpec)
					for i, n := range vs.Names {
						if strings.HasSuffix(n.Name, "Keys") && i < len(vs.Values) {
							keys = append(keys, literalKeys(vs.Values[i])...) // a table of a Fact method
						}
						if !strings.HasPrefix(n.Name, "Err") || i >= len(vs.Values) {
							continue
						}
						if call, ok := vs.Values[i].(*ast.CallExpr); ok {
							if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
								if x, ok := sel.X.(*ast.Ident); ok && (x.Name == "errors" || x.Name == "fmt") {
									sentinels = append(sentinels, lf.rel+": "+n.Name)
								}
							}
						}
					}
				}
			}
		}
	}
	if len(errorTypes) < 30 {
		t.Fatalf("only %d error types found", len(errorTypes))
	}
	for typ, file := range errorTypes {
		if !factTypes[typ] {
			t.Errorf("%s: the error type %s has no words: give it the method Fact() (key string, args []any)", file, typ)
		}
	}
	for _, s := range sentinels {
		t.Errorf("%s is an errors.New or fmt.Errorf: make it a value of a type with the method Fact", s)
	}
	for _, k := range keys {
		if !ui.Known(k) {
			t.Errorf("a fact names the key %q, which the catalogue does not know", k)
		}
	}
	t.Logf("%d error types, %d keys named by facts", len(errorTypes), len(keys))
}

// factLiteralKeys returns the keys of the facts written as literals of
// the fact type the trees share (fact.Fact{Key: "..."}).
func factLiteralKeys(f *ast.File) []string {
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		cl, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		sel, ok := cl.Type.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Fact" {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "fact" {
			return true
		}
		for _, e := range cl.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Key" {
				if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						out = append(out, s)
					}
				}
			}
		}
		return true
	})
	return out
}

// factKeys returns the keys a Fact method names: the string literals in
// it that look like keys. The tables it looks keys up in are variables
// named ...Keys, whose literals count too (literalKeys).
func factKeys(fd *ast.FuncDecl) []string { return literalKeys(fd.Body) }

// literalKeys returns the string literals under n that look like keys.
func literalKeys(n ast.Node) []string {
	var out []string
	ast.Inspect(n, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err == nil && keyLike(s) {
			out = append(out, s)
		}
		return true
	})
	return out
}

// keyLike tells whether s looks like a catalogue key: lower-case words
// joined by hyphens.
func keyLike(s string) bool {
	if s == "" || !strings.Contains(s, "-") {
		return s == "list"
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}
