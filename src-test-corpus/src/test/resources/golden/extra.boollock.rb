main entry

proc corpus.extra.boollock.Main.<clinit> {
  s2: write corpus.extra.boollock.Main.REGISTRY // at corpus.extra.boollock.Main.<clinit>(Main.java:18)
}

proc corpus.extra.boollock.Main.lambda$main$0 {
  s1: read corpus.extra.boollock.Main.REGISTRY // at corpus.extra.boollock.Main.lambda$main$0(Main.java:24)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.boollock.Main.lambda$main$0(Main.java:24)
  s4: jump s4_1 s4_3                     // at corpus.extra.boollock.Main.lambda$main$0(Main.java:25)
  s4_1: acquire java.lang.Boolean.valueOf.false // at corpus.extra.boollock.Main.lambda$main$0(Main.java:25)
  s4_2: goto s5e1                        // at corpus.extra.boollock.Main.lambda$main$0(Main.java:25)
  s4_3: acquire java.lang.Boolean.valueOf.true // at corpus.extra.boollock.Main.lambda$main$0(Main.java:25)
  s4_4: goto s5e2                        // at corpus.extra.boollock.Main.lambda$main$0(Main.java:25)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.boollock.Main.lambda$main$0(Main.java:28)
  s17_1: goto exit                       // at corpus.extra.boollock.Main.lambda$main$0(Main.java:28)
  s5e1: read java.lang.System.out        // at corpus.extra.boollock.Main.lambda$main$0(Main.java:26)
  s7e1: release java.lang.Boolean.valueOf.false // at corpus.extra.boollock.Main.lambda$main$0(Main.java:27)
  s7e1_1: goto s17                       // at corpus.extra.boollock.Main.lambda$main$0(Main.java:27)
  s5e2: read java.lang.System.out        // at corpus.extra.boollock.Main.lambda$main$0(Main.java:26)
  s7e2: release java.lang.Boolean.valueOf.true // at corpus.extra.boollock.Main.lambda$main$0(Main.java:27)
  s7e2_1: goto s17                       // at corpus.extra.boollock.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.boollock.Main.main {
  s10: fork corpus.extra.boollock.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.boollock.Main.main(Main.java:30)
  s11: read java.lang.Boolean.TRUE       // at corpus.extra.boollock.Main.main(Main.java:31)
  s12: acquire java.lang.Boolean.valueOf.true // at corpus.extra.boollock.Main.main(Main.java:31)
  s13: read corpus.extra.boollock.Main.REGISTRY // at corpus.extra.boollock.Main.main(Main.java:32)
  s14: acquire java.lang.Object@Main.java:18 // at corpus.extra.boollock.Main.main(Main.java:32)
  s15: read java.lang.System.out         // at corpus.extra.boollock.Main.main(Main.java:33)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.boollock.Main.main(Main.java:34)
  s27: release java.lang.Boolean.valueOf.true // at corpus.extra.boollock.Main.main(Main.java:35)
  s29: join java.lang.Thread@Main.java:23 // at corpus.extra.boollock.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.boollock.Main.<clinit> // at corpus.extra.boollock.Main.main(Main.java:22)
  main: call corpus.extra.boollock.Main.main // at corpus.extra.boollock.Main.main(Main.java:22)
}
