main entry
var java.lang.Thread@Main.java:17.alive { false true } = false

proc corpus.extra.threadexit.fixed.Main.<clinit> {
  s2: write corpus.extra.threadexit.fixed.Main.GATE // at corpus.extra.threadexit.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.threadexit.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.threadexit.fixed.Main.lambda$main$0(Main.java:17)
}

proc corpus.extra.threadexit.fixed.Main.lambda$main$1[corpus.extra.threadexit.fixed.Main.main:18#12] {
  s2: acquire java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.lambda$main$1(Main.java:19)
  s3: read java.lang.System.out          // at corpus.extra.threadexit.fixed.Main.lambda$main$1(Main.java:20)
  s5: release java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.lambda$main$1(Main.java:21)
  s11: read corpus.extra.threadexit.fixed.Main.GATE // at corpus.extra.threadexit.fixed.Main.lambda$main$1(Main.java:22)
  s12: acquire java.lang.Object@Main.java:14 // at corpus.extra.threadexit.fixed.Main.lambda$main$1(Main.java:22)
  s13: read java.lang.System.out         // at corpus.extra.threadexit.fixed.Main.lambda$main$1(Main.java:23)
  s15: release java.lang.Object@Main.java:14 // at corpus.extra.threadexit.fixed.Main.lambda$main$1(Main.java:24)
}

proc corpus.extra.threadexit.fixed.Main.main {
  s9: read corpus.extra.threadexit.fixed.Main.GATE // at corpus.extra.threadexit.fixed.Main.main(Main.java:26)
  s10: acquire java.lang.Object@Main.java:14 // at corpus.extra.threadexit.fixed.Main.main(Main.java:26)
  s11: assign java.lang.Thread@Main.java:17.alive true // at corpus.extra.threadexit.fixed.Main.main(Main.java:27)
  s11_1: fork thread:java.lang.Thread@Main.java:17 java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:27)
  s12: fork corpus.extra.threadexit.fixed.Main.lambda$main$1[corpus.extra.threadexit.fixed.Main.main:18#12] java.lang.Thread@Main.java:18 // at corpus.extra.threadexit.fixed.Main.main(Main.java:28)
  s14: acquire java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:29)
  s15: switch java.lang.Thread@Main.java:17.alive false s27 true s17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:30)
  s17: wait java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:31)
  s17_1: goto s15                        // at corpus.extra.threadexit.fixed.Main.main(Main.java:31)
  s27: release java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:33)
  s29: release java.lang.Object@Main.java:14 // at corpus.extra.threadexit.fixed.Main.main(Main.java:34)
  s31: join java.lang.Thread@Main.java:18 // at corpus.extra.threadexit.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.threadexit.fixed.Main.<clinit> // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
  main: call corpus.extra.threadexit.fixed.Main.main // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
}

proc thread-body:thread:java.lang.Thread@Main.java:17 {
  c0: call corpus.extra.threadexit.fixed.Main.lambda$main$0 // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
}

proc thread:java.lang.Thread@Main.java:17 {
  run: call thread-body:thread:java.lang.Thread@Main.java:17 else end // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
  end: acquire java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
  dead: assign java.lang.Thread@Main.java:17.alive false // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
  wake: notifyAll java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
  free: release java.lang.Thread@Main.java:17 // at corpus.extra.threadexit.fixed.Main.main(Main.java:17)
}
