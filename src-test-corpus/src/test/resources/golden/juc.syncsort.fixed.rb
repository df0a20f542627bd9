main entry

proc corpus.juc.syncsort.fixed.Main.<clinit> {
  s2: write corpus.juc.syncsort.fixed.Main.prefs // at corpus.juc.syncsort.fixed.Main.<clinit>(Main.java:14)
  s10: write corpus.juc.syncsort.fixed.Main.names // at corpus.juc.syncsort.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.juc.syncsort.fixed.Main.compare[corpus.juc.syncsort.fixed.Main.lambda$main$0:24#2,corpus.juc.syncsort.fixed.Main.main:24#9] {
  s2: read corpus.juc.syncsort.fixed.Main.prefs // at corpus.juc.syncsort.fixed.Main.compare(Main.java:18)
  s3: acquire java.lang.Object@Main.java:14 // at corpus.juc.syncsort.fixed.Main.compare(Main.java:18)
  s5: release java.lang.Object@Main.java:14 // at corpus.juc.syncsort.fixed.Main.compare(Main.java:19)
}

proc corpus.juc.syncsort.fixed.Main.lambda$main$0[corpus.juc.syncsort.fixed.Main.main:24#9] {
  s0: read corpus.juc.syncsort.fixed.Main.names // at corpus.juc.syncsort.fixed.Main.lambda$main$0(Main.java:24)
  s2: acquire java.util.List@Main.java:15#2 // at corpus.juc.syncsort.fixed.Main.lambda$main$0(Main.java:24)
  s2_1: jump s2_2 s2_3                   // at corpus.juc.syncsort.fixed.Main.lambda$main$0(Main.java:24)
  s2_3: call corpus.juc.syncsort.fixed.Main.compare[corpus.juc.syncsort.fixed.Main.lambda$main$0:24#2,corpus.juc.syncsort.fixed.Main.main:24#9] // at corpus.juc.syncsort.fixed.Main.lambda$main$0(Main.java:24)
  s2_2: skip                             // at corpus.juc.syncsort.fixed.Main.lambda$main$0(Main.java:24)
  s2_5: release java.util.List@Main.java:15#2 // at corpus.juc.syncsort.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.juc.syncsort.fixed.Main.lambda$main$1 {
  s0: read corpus.juc.syncsort.fixed.Main.prefs // at corpus.juc.syncsort.fixed.Main.lambda$main$1(Main.java:27)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.juc.syncsort.fixed.Main.lambda$main$1(Main.java:27)
  s3: release java.lang.Object@Main.java:14 // at corpus.juc.syncsort.fixed.Main.lambda$main$1(Main.java:29)
  s9: read corpus.juc.syncsort.fixed.Main.names // at corpus.juc.syncsort.fixed.Main.lambda$main$1(Main.java:30)
  s10: acquire java.util.List@Main.java:15#2 // at corpus.juc.syncsort.fixed.Main.lambda$main$1(Main.java:30)
  s10_1: release java.util.List@Main.java:15#2 // at corpus.juc.syncsort.fixed.Main.lambda$main$1(Main.java:30)
}

proc corpus.juc.syncsort.fixed.Main.main {
  s9: fork corpus.juc.syncsort.fixed.Main.lambda$main$0[corpus.juc.syncsort.fixed.Main.main:24#9] java.lang.Thread@Main.java:24 // at corpus.juc.syncsort.fixed.Main.main(Main.java:32)
  s10: fork corpus.juc.syncsort.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:25 // at corpus.juc.syncsort.fixed.Main.main(Main.java:33)
  s11: join java.lang.Thread@Main.java:24 // at corpus.juc.syncsort.fixed.Main.main(Main.java:34)
  s12: join java.lang.Thread@Main.java:25 // at corpus.juc.syncsort.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.juc.syncsort.fixed.Main.<clinit> // at corpus.juc.syncsort.fixed.Main.main(Main.java:24)
  main: call corpus.juc.syncsort.fixed.Main.main // at corpus.juc.syncsort.fixed.Main.main(Main.java:24)
}
