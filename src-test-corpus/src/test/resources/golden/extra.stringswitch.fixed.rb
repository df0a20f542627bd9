main entry

proc corpus.extra.stringswitch.fixed.Main.<clinit> {
  s2: write corpus.extra.stringswitch.fixed.Main.L // at corpus.extra.stringswitch.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.stringswitch.fixed.Main.R // at corpus.extra.stringswitch.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.stringswitch.fixed.Main.go[args(p0=text:Right),corpus.extra.stringswitch.fixed.Main.lambda$main$1:40#0] {
  s45: read java.lang.System.out         // at corpus.extra.stringswitch.fixed.Main.go(Main.java:34)
}

proc corpus.extra.stringswitch.fixed.Main.go[args(p0=text:left),corpus.extra.stringswitch.fixed.Main.lambda$main$0:39#0] {
  s13: read corpus.extra.stringswitch.fixed.Main.L // at corpus.extra.stringswitch.fixed.Main.go(Main.java:21)
  s14: acquire java.lang.Object@Main.java:15 // at corpus.extra.stringswitch.fixed.Main.go(Main.java:21)
  s15: read corpus.extra.stringswitch.fixed.Main.R // at corpus.extra.stringswitch.fixed.Main.go(Main.java:22)
  s16: acquire java.lang.Object@Main.java:16 // at corpus.extra.stringswitch.fixed.Main.go(Main.java:22)
  s17: read java.lang.System.out         // at corpus.extra.stringswitch.fixed.Main.go(Main.java:23)
  s19: release java.lang.Object@Main.java:16 // at corpus.extra.stringswitch.fixed.Main.go(Main.java:24)
  s51: release java.lang.Object@Main.java:15 // at corpus.extra.stringswitch.fixed.Main.go(Main.java:25)
}

proc corpus.extra.stringswitch.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.stringswitch.fixed.Main.go[args(p0=text:left),corpus.extra.stringswitch.fixed.Main.lambda$main$0:39#0] // at corpus.extra.stringswitch.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.stringswitch.fixed.Main.lambda$main$1 {
  s0: call corpus.extra.stringswitch.fixed.Main.go[args(p0=text:Right),corpus.extra.stringswitch.fixed.Main.lambda$main$1:40#0] // at corpus.extra.stringswitch.fixed.Main.lambda$main$1(Main.java:40)
}

proc corpus.extra.stringswitch.fixed.Main.main {
  s9: fork corpus.extra.stringswitch.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:39 // at corpus.extra.stringswitch.fixed.Main.main(Main.java:41)
  s10: fork corpus.extra.stringswitch.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:40 // at corpus.extra.stringswitch.fixed.Main.main(Main.java:42)
  s11: join java.lang.Thread@Main.java:39 // at corpus.extra.stringswitch.fixed.Main.main(Main.java:43)
  s12: join java.lang.Thread@Main.java:40 // at corpus.extra.stringswitch.fixed.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.extra.stringswitch.fixed.Main.<clinit> // at corpus.extra.stringswitch.fixed.Main.main(Main.java:39)
  main: call corpus.extra.stringswitch.fixed.Main.main // at corpus.extra.stringswitch.fixed.Main.main(Main.java:39)
}
