main entry
var java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003aservice { false true } = false

proc corpus.extra.mapspin.fixed.Main.<clinit> {
  s3: write corpus.extra.mapspin.fixed.Main.REGISTRY // at corpus.extra.mapspin.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.mapspin.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.mapspin.fixed.Main.REGISTRY // at corpus.extra.mapspin.fixed.Main.lambda$main$0(Main.java:23)
  s1: assign java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003aservice true // at corpus.extra.mapspin.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.mapspin.fixed.Main.main {
  s5: fork corpus.extra.mapspin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.mapspin.fixed.Main.main(Main.java:24)
  s6: read corpus.extra.mapspin.fixed.Main.REGISTRY // at corpus.extra.mapspin.fixed.Main.main(Main.java:26)
  s7: switch java.util.concurrent.ConcurrentHashMap@Main.java:20.has.s_003aservice false s6 true s7_1 // at corpus.extra.mapspin.fixed.Main.main(Main.java:26)
  s7_1: skip                             // at corpus.extra.mapspin.fixed.Main.main(Main.java:26)
  s7_2: goto s12e4                       // at corpus.extra.mapspin.fixed.Main.main(Main.java:26)
  s14: join java.lang.Thread@Main.java:23 // at corpus.extra.mapspin.fixed.Main.main(Main.java:30)
  s14_1: goto exit                       // at corpus.extra.mapspin.fixed.Main.main(Main.java:30)
  s12e4: read java.lang.System.out       // at corpus.extra.mapspin.fixed.Main.main(Main.java:29)
  s12e4_1: goto s14                      // at corpus.extra.mapspin.fixed.Main.main(Main.java:29)
}

proc entry {
  init0: call corpus.extra.mapspin.fixed.Main.<clinit> // at corpus.extra.mapspin.fixed.Main.main(Main.java:23)
  main: call corpus.extra.mapspin.fixed.Main.main // at corpus.extra.mapspin.fixed.Main.main(Main.java:23)
}
