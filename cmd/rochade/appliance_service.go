package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/service"
	"github.com/rochade/rochade/cmd/internal/settings"
	"github.com/rochade/rochade/cmd/internal/ui"
)

// applianceOptions are the appliance's own flags; it takes play's too.
type applianceOptions struct {
	games  string
	keypad string
}

func (o *applianceOptions) addFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.games, "games", "", "the `folder` of the games, one PGN file each (default: rochade/games in the user's data folder)")
	fs.StringVar(&o.keypad, "keypad", "", "the keypad: a Linux input device (/dev/input/event3), or a FIFO carrying its input events; default: every device with keypad keys, unless standard input is a terminal (then its keys)")
}

// newApplianceServiceCmds returns appliance install and uninstall.
func newApplianceServiceCmds(a *app) []*cobra.Command {
	var dryRun bool
	install := &cobra.Command{
		Use:   "install [--dry-run]",
		Short: "Run the appliance as a systemd service: at every boot, as a user of its own",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			return runServiceStep(a, c, "install", dryRun)
		},
	}
	install.Flags().BoolVar(&dryRun, "dry-run", false, "print the unit and change nothing")
	uninstall := &cobra.Command{
		Use:   "uninstall",
		Short: "Stop the service and remove its unit, its rule and its user; the games and the settings stay",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			return runServiceStep(a, c, "uninstall", false)
		},
	}
	return []*cobra.Command{install, uninstall}
}

// runServiceStep installs or uninstalls the service.
func runServiceStep(a *app, c *cobra.Command, what string, dryRun bool) error {
	p := a.printer()
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		return p.Worded(&service.NotExecutableError{Path: "rochade"})
	}
	u := service.Default(exe)
	u.Note = "rochade appliance install wrote this file; rochade appliance uninstall removes it."
	out := c.OutOrStdout()
	if dryRun {
		fmt.Fprint(out, u.Text())
		return nil
	}
	in := &service.Installer{
		Root: "/",
		Run: func(name string, args ...string) ([]byte, error) {
			return exec.Command(name, args...).CombinedOutput()
		},
		Told: func(s service.Step) { fmt.Fprintln(out, serviceStepLine(p, s)) },
		MakeConfig: func(path string) error {
			// The appliance speaks the language this was installed in.
			s, _, err := settings.Open(path, settingsTable(nil))
			if err != nil {
				return err
			}
			return s.Set("lang-ui", string(a.lang()))
		},
	}
	if err := in.Check(u); err != nil {
		return p.Worded(err)
	}
	if os.Geteuid() != 0 {
		return p.Errorf(ui.ServiceNotRoot, what)
	}
	if what == "uninstall" {
		err = in.Uninstall(u)
	} else {
		err = in.Install(u)
	}
	return p.Worded(err)
}

// serviceStepLine words a step of install or uninstall.
func serviceStepLine(p *ui.Printer, s service.Step) string {
	if len(s.Groups) == 0 && (s.Kind == service.UserCreated || s.Kind == service.UserExists) {
		s.Groups = []string{p.Sprintf(ui.ServiceNoGroups)}
	}
	return p.Word(s)
}
