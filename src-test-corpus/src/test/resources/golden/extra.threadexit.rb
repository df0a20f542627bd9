main entry
var java.lang.Thread@Main.java:19.alive { false true } = false

proc corpus.extra.threadexit.Main.<clinit> {
  s2: write corpus.extra.threadexit.Main.GATE // at corpus.extra.threadexit.Main.<clinit>(Main.java:16)
}

proc corpus.extra.threadexit.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.threadexit.Main.lambda$main$0(Main.java:19)
}

proc corpus.extra.threadexit.Main.lambda$main$1[corpus.extra.threadexit.Main.main:20#12] {
  s2: acquire java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.lambda$main$1(Main.java:21)
  s3: read corpus.extra.threadexit.Main.GATE // at corpus.extra.threadexit.Main.lambda$main$1(Main.java:22)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.threadexit.Main.lambda$main$1(Main.java:22)
  s5: read java.lang.System.out          // at corpus.extra.threadexit.Main.lambda$main$1(Main.java:23)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.threadexit.Main.lambda$main$1(Main.java:24)
  s17: release java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.lambda$main$1(Main.java:25)
}

proc corpus.extra.threadexit.Main.main {
  s9: read corpus.extra.threadexit.Main.GATE // at corpus.extra.threadexit.Main.main(Main.java:27)
  s10: acquire java.lang.Object@Main.java:16 // at corpus.extra.threadexit.Main.main(Main.java:27)
  s11: assign java.lang.Thread@Main.java:19.alive true // at corpus.extra.threadexit.Main.main(Main.java:28)
  s11_1: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.main(Main.java:28)
  s12: fork corpus.extra.threadexit.Main.lambda$main$1[corpus.extra.threadexit.Main.main:20#12] java.lang.Thread@Main.java:20 // at corpus.extra.threadexit.Main.main(Main.java:29)
  s14: acquire java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.main(Main.java:30)
  s15: switch java.lang.Thread@Main.java:19.alive false s27 true s17 // at corpus.extra.threadexit.Main.main(Main.java:31)
  s17: wait java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.main(Main.java:32)
  s17_1: goto s15                        // at corpus.extra.threadexit.Main.main(Main.java:32)
  s27: release java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.main(Main.java:34)
  s29: release java.lang.Object@Main.java:16 // at corpus.extra.threadexit.Main.main(Main.java:35)
  s31: join java.lang.Thread@Main.java:20 // at corpus.extra.threadexit.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.threadexit.Main.<clinit> // at corpus.extra.threadexit.Main.main(Main.java:19)
  main: call corpus.extra.threadexit.Main.main // at corpus.extra.threadexit.Main.main(Main.java:19)
}

proc thread-body:thread:java.lang.Thread@Main.java:19 {
  c0: call corpus.extra.threadexit.Main.lambda$main$0 // at corpus.extra.threadexit.Main.main(Main.java:19)
}

proc thread:java.lang.Thread@Main.java:19 {
  run: call thread-body:thread:java.lang.Thread@Main.java:19 else end // at corpus.extra.threadexit.Main.main(Main.java:19)
  end: acquire java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.main(Main.java:19)
  dead: assign java.lang.Thread@Main.java:19.alive false // at corpus.extra.threadexit.Main.main(Main.java:19)
  wake: notifyAll java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.main(Main.java:19)
  free: release java.lang.Thread@Main.java:19 // at corpus.extra.threadexit.Main.main(Main.java:19)
}
