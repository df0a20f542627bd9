main entry

proc corpus.juc.synccompute.Main.<clinit> {
  s2: write corpus.juc.synccompute.Main.config // at corpus.juc.synccompute.Main.<clinit>(Main.java:19)
  s8: write corpus.juc.synccompute.Main.cache // at corpus.juc.synccompute.Main.<clinit>(Main.java:20)
}

proc corpus.juc.synccompute.Main.lambda$main$0[corpus.juc.synccompute.Main.main:29#9] {
  s0: read corpus.juc.synccompute.Main.cache // at corpus.juc.synccompute.Main.lambda$main$0(Main.java:29)
  s2: acquire java.util.Map@Main.java:20 // at corpus.juc.synccompute.Main.lambda$main$0(Main.java:29)
  s2_1: jump s2_2 s2_3                   // at corpus.juc.synccompute.Main.lambda$main$0(Main.java:29)
  s2_3: call corpus.juc.synccompute.Main.load[corpus.juc.synccompute.Main.lambda$main$0:29#2,corpus.juc.synccompute.Main.main:29#9] // at corpus.juc.synccompute.Main.lambda$main$0(Main.java:29)
  s2_2: skip                             // at corpus.juc.synccompute.Main.lambda$main$0(Main.java:29)
  s2_5: release java.util.Map@Main.java:20 // at corpus.juc.synccompute.Main.lambda$main$0(Main.java:29)
}

proc corpus.juc.synccompute.Main.lambda$main$1 {
  s0: read corpus.juc.synccompute.Main.config // at corpus.juc.synccompute.Main.lambda$main$1(Main.java:31)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.juc.synccompute.Main.lambda$main$1(Main.java:31)
  s2: read java.lang.System.out          // at corpus.juc.synccompute.Main.lambda$main$1(Main.java:32)
  s3: read corpus.juc.synccompute.Main.cache // at corpus.juc.synccompute.Main.lambda$main$1(Main.java:32)
  s4: acquire java.util.Map@Main.java:20 // at corpus.juc.synccompute.Main.lambda$main$1(Main.java:32)
  s4_1: release java.util.Map@Main.java:20 // at corpus.juc.synccompute.Main.lambda$main$1(Main.java:32)
  s6: release java.lang.Object@Main.java:19 // at corpus.juc.synccompute.Main.lambda$main$1(Main.java:33)
}

proc corpus.juc.synccompute.Main.load[corpus.juc.synccompute.Main.lambda$main$0:29#2,corpus.juc.synccompute.Main.main:29#9] {
  s1: read corpus.juc.synccompute.Main.config // at corpus.juc.synccompute.Main.load(Main.java:23)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.juc.synccompute.Main.load(Main.java:23)
  s4: release java.lang.Object@Main.java:19 // at corpus.juc.synccompute.Main.load(Main.java:24)
}

proc corpus.juc.synccompute.Main.main {
  s9: fork corpus.juc.synccompute.Main.lambda$main$0[corpus.juc.synccompute.Main.main:29#9] java.lang.Thread@Main.java:29 // at corpus.juc.synccompute.Main.main(Main.java:35)
  s10: fork corpus.juc.synccompute.Main.lambda$main$1 java.lang.Thread@Main.java:30 // at corpus.juc.synccompute.Main.main(Main.java:36)
  s11: join java.lang.Thread@Main.java:29 // at corpus.juc.synccompute.Main.main(Main.java:37)
  s12: join java.lang.Thread@Main.java:30 // at corpus.juc.synccompute.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.juc.synccompute.Main.<clinit> // at corpus.juc.synccompute.Main.main(Main.java:29)
  main: call corpus.juc.synccompute.Main.main // at corpus.juc.synccompute.Main.main(Main.java:29)
}
