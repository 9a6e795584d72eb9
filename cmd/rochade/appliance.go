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
		Args:  cobra.NoArgs,
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
