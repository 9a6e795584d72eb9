package main

import (
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// newApplianceCmd returns rochade appliance and its service commands.
func newApplianceCmd(a *app) *cobra.Command {
	var o applianceOptions
	var config string
	cmd := &cobra.Command{
		Use:   "appliance [--config FILE] [--keypad PATH] [--games DIR]",
		Short: "Rochade without a screen: a talking appliance set up by keypad and a spoken menu",
		Long: `Runs Rochade for as long as the machine runs, without screen or keyboard.
It says that it is ready, finds the board (the board setting, or by
itself; a board plugged in later is found within seconds) and follows
game after game, each in its own PGN file in the games folder.

The settings come from the settings file (--config): every flag of play
is a key of the same name. A value that cannot be used is said, and that
setting keeps its default.

The spoken menu on a numeric keypad: Enter opens it and chooses, 8 and 2
step, 6 enters, 4 goes back, 5 repeats, Backspace or the decimal key
closes it. Every choice is saved at once. Outside the menu the keys are
play's requests (5 time, 0 repeat, ...).

SIGTERM, SIGINT or SIGHUP end it within two seconds, the game saved;
started again, it goes on with an unfinished last game.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := stopContext(cmd.Context())
			defer stop()
			defer finishStreams(ctx, unblockStreams(cmd, a.printer()))
			return runAppliance(ctx, a, cmd, stdioOf(cmd), o, configPath(config))
		},
	}
	pc, _ := playCommand(a)
	pc.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Name != "config" && f.Name != "record" && f.Name != "resume" {
			cmd.Flags().AddFlag(f)
		}
	})
	o.addFlags(cmd.Flags())
	addConfigFlag(cmd.Flags(), &config)
	cmd.AddCommand(newApplianceServiceCmds(a)...)
	return cmd
}
