package ui

import (
	"fmt"
	"strconv"
	"strings"
)

// pluralFormsExpr reads the Plural-Forms header of a catalogue,
// "nplurals=N; plural=EXPR;", EXPR an expression of C in n as gettext
// takes it, and returns N and the function that evaluates EXPR.
func pluralFormsExpr(h string) (int, func(n int) int, error) {
	var np int
	var expr string
	for _, part := range strings.Split(h, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "nplurals":
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				return 0, nil, fmt.Errorf("nplurals: %v", err)
			}
			np = n
		case "plural":
			expr = v
		}
	}
	if np < 1 || expr == "" {
		return 0, nil, fmt.Errorf("no nplurals or plural in %q", h)
	}
	p := &exprParser{s: expr}
	f, err := p.ternary()
	if err == nil {
		p.space()
		if p.i != len(p.s) {
			err = fmt.Errorf("%q left over", p.s[p.i:])
		}
	}
	if err != nil {
		return 0, nil, err
	}
	return np, f, nil
}

// exprParser reads an expression of C in n: ?:, ||, &&, == !=, < > <=
// >=, + -, * / %, !, parentheses and numbers.
type exprParser struct {
	s string
	i int
}

type expr = func(n int) int

func (p *exprParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n') {
		p.i++
	}
}

func (p *exprParser) eat(tok string) bool {
	p.space()
	if strings.HasPrefix(p.s[p.i:], tok) {
		// "<" must not take the "<" of "<=", "=" is no operator alone.
		if (tok == "<" || tok == ">" || tok == "!") && strings.HasPrefix(p.s[p.i+1:], "=") {
			return false
		}
		p.i += len(tok)
		return true
	}
	return false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (p *exprParser) ternary() (expr, error) {
	c, err := p.binary(0)
	if err != nil || !p.eat("?") {
		return c, err
	}
	a, err := p.ternary()
	if err != nil {
		return nil, err
	}
	if !p.eat(":") {
		return nil, fmt.Errorf("?: without :")
	}
	b, err := p.ternary()
	if err != nil {
		return nil, err
	}
	return func(n int) int {
		if c(n) != 0 {
			return a(n)
		}
		return b(n)
	}, nil
}

// levels are the binary operators, loosest first.
var levels = [][]string{{"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}}

func apply(op string, a, b int) int {
	switch op {
	case "||":
		return b2i(a != 0 || b != 0)
	case "&&":
		return b2i(a != 0 && b != 0)
	case "==":
		return b2i(a == b)
	case "!=":
		return b2i(a != b)
	case "<=":
		return b2i(a <= b)
	case ">=":
		return b2i(a >= b)
	case "<":
		return b2i(a < b)
	case ">":
		return b2i(a > b)
	case "+":
		return a + b
	case "-":
		return a - b
	case "*":
		return a * b
	case "/", "%":
		if b == 0 {
			return 0
		}
		if op == "/" {
			return a / b
		}
		return a % b
	}
	panic(op)
}

func (p *exprParser) binary(level int) (expr, error) {
	if level == len(levels) {
		return p.unary()
	}
	left, err := p.binary(level + 1)
	if err != nil {
		return nil, err
	}
	for {
		var op string
		for _, o := range levels[level] {
			if p.eat(o) {
				op = o
				break
			}
		}
		if op == "" {
			return left, nil
		}
		right, err := p.binary(level + 1)
		if err != nil {
			return nil, err
		}
		l := left
		left = func(n int) int { return apply(op, l(n), right(n)) }
	}
}

func (p *exprParser) unary() (expr, error) {
	if p.eat("!") {
		e, err := p.unary()
		if err != nil {
			return nil, err
		}
		return func(n int) int { return b2i(e(n) == 0) }, nil
	}
	if p.eat("(") {
		e, err := p.ternary()
		if err != nil {
			return nil, err
		}
		if !p.eat(")") {
			return nil, fmt.Errorf("( without )")
		}
		return e, nil
	}
	if p.eat("n") {
		return func(n int) int { return n }, nil
	}
	p.space()
	j := p.i
	for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
		j++
	}
	if j == p.i {
		return nil, fmt.Errorf("a number or n expected at %q", p.s[p.i:])
	}
	v, err := strconv.Atoi(p.s[p.i:j])
	if err != nil {
		return nil, err
	}
	p.i = j
	return func(int) int { return v }, nil
}
