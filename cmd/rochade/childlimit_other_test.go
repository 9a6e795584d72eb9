//go:build !unix

package main

// limitChildFiles: no file size limit for a process here.
func limitChildFiles() {}
