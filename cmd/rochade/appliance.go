package main

import (
	"github.com/spf13/cobra"
)

// newApplianceCmd returns rochade appliance and its service commands.
func newApplianceCmd(a *app) *cobra.Command {
	var o applianceOptions
	var config string
	cmd := &cobra.Command{
		Use:   "appliance",
		Short: "Rochade without a screen: a talking appliance set up by keypad and a spoken menu",
		Args:  cobra.NoArgs,
	}
	o.addFlags(cmd.Flags())
	addConfigFlag(cmd.Flags(), &config)
	cmd.AddCommand(newApplianceServiceCmds(a)...)
	return cmd
}
