main entry

proc corpus.juc.synccompute.fixed.Main.<clinit> {
  s2: write corpus.juc.synccompute.fixed.Main.config // at corpus.juc.synccompute.fixed.Main.<clinit>(Main.java:14)
  s8: write corpus.juc.synccompute.fixed.Main.cache // at corpus.juc.synccompute.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.juc.synccompute.fixed.Main.lambda$main$0 {
  s0: call corpus.juc.synccompute.fixed.Main.load[corpus.juc.synccompute.fixed.Main.lambda$main$0:25#0] // at corpus.juc.synccompute.fixed.Main.lambda$main$0(Main.java:25)
  s1: read corpus.juc.synccompute.fixed.Main.cache // at corpus.juc.synccompute.fixed.Main.lambda$main$0(Main.java:26)
  s3: acquire java.util.Map@Main.java:15 // at corpus.juc.synccompute.fixed.Main.lambda$main$0(Main.java:26)
  s3_1: release java.util.Map@Main.java:15 // at corpus.juc.synccompute.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.juc.synccompute.fixed.Main.lambda$main$1 {
  s0: read corpus.juc.synccompute.fixed.Main.config // at corpus.juc.synccompute.fixed.Main.lambda$main$1(Main.java:29)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.juc.synccompute.fixed.Main.lambda$main$1(Main.java:29)
  s2: read java.lang.System.out          // at corpus.juc.synccompute.fixed.Main.lambda$main$1(Main.java:30)
  s3: read corpus.juc.synccompute.fixed.Main.cache // at corpus.juc.synccompute.fixed.Main.lambda$main$1(Main.java:30)
  s4: acquire java.util.Map@Main.java:15 // at corpus.juc.synccompute.fixed.Main.lambda$main$1(Main.java:30)
  s4_1: release java.util.Map@Main.java:15 // at corpus.juc.synccompute.fixed.Main.lambda$main$1(Main.java:30)
  s6: release java.lang.Object@Main.java:14 // at corpus.juc.synccompute.fixed.Main.lambda$main$1(Main.java:31)
}

proc corpus.juc.synccompute.fixed.Main.load[corpus.juc.synccompute.fixed.Main.lambda$main$0:25#0] {
  s1: read corpus.juc.synccompute.fixed.Main.config // at corpus.juc.synccompute.fixed.Main.load(Main.java:18)
  s2: acquire java.lang.Object@Main.java:14 // at corpus.juc.synccompute.fixed.Main.load(Main.java:18)
  s4: release java.lang.Object@Main.java:14 // at corpus.juc.synccompute.fixed.Main.load(Main.java:19)
}

proc corpus.juc.synccompute.fixed.Main.main {
  s9: fork corpus.juc.synccompute.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.juc.synccompute.fixed.Main.main(Main.java:33)
  s10: fork corpus.juc.synccompute.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:28 // at corpus.juc.synccompute.fixed.Main.main(Main.java:34)
  s11: join java.lang.Thread@Main.java:24 // at corpus.juc.synccompute.fixed.Main.main(Main.java:35)
  s12: join java.lang.Thread@Main.java:28 // at corpus.juc.synccompute.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.juc.synccompute.fixed.Main.<clinit> // at corpus.juc.synccompute.fixed.Main.main(Main.java:24)
  main: call corpus.juc.synccompute.fixed.Main.main // at corpus.juc.synccompute.fixed.Main.main(Main.java:24)
}
