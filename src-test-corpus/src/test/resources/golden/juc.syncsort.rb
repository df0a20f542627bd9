main entry

proc corpus.juc.syncsort.Main.<clinit> {
  s2: write corpus.juc.syncsort.Main.prefs // at corpus.juc.syncsort.Main.<clinit>(Main.java:19)
  s10: write corpus.juc.syncsort.Main.names // at corpus.juc.syncsort.Main.<clinit>(Main.java:20)
}

proc corpus.juc.syncsort.Main.compare[corpus.juc.syncsort.Main.lambda$main$0:29#2,corpus.juc.syncsort.Main.main:29#9] {
  s2: read corpus.juc.syncsort.Main.prefs // at corpus.juc.syncsort.Main.compare(Main.java:23)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.juc.syncsort.Main.compare(Main.java:23)
  s5: release java.lang.Object@Main.java:19 // at corpus.juc.syncsort.Main.compare(Main.java:24)
}

proc corpus.juc.syncsort.Main.lambda$main$0[corpus.juc.syncsort.Main.main:29#9] {
  s0: read corpus.juc.syncsort.Main.names // at corpus.juc.syncsort.Main.lambda$main$0(Main.java:29)
  s2: acquire java.util.List@Main.java:20#2 // at corpus.juc.syncsort.Main.lambda$main$0(Main.java:29)
  s2_1: jump s2_2 s2_3                   // at corpus.juc.syncsort.Main.lambda$main$0(Main.java:29)
  s2_3: call corpus.juc.syncsort.Main.compare[corpus.juc.syncsort.Main.lambda$main$0:29#2,corpus.juc.syncsort.Main.main:29#9] // at corpus.juc.syncsort.Main.lambda$main$0(Main.java:29)
  s2_2: skip                             // at corpus.juc.syncsort.Main.lambda$main$0(Main.java:29)
  s2_5: release java.util.List@Main.java:20#2 // at corpus.juc.syncsort.Main.lambda$main$0(Main.java:29)
}

proc corpus.juc.syncsort.Main.lambda$main$1 {
  s0: read corpus.juc.syncsort.Main.prefs // at corpus.juc.syncsort.Main.lambda$main$1(Main.java:31)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.juc.syncsort.Main.lambda$main$1(Main.java:31)
  s2: read corpus.juc.syncsort.Main.names // at corpus.juc.syncsort.Main.lambda$main$1(Main.java:32)
  s3: acquire java.util.List@Main.java:20#2 // at corpus.juc.syncsort.Main.lambda$main$1(Main.java:32)
  s3_1: release java.util.List@Main.java:20#2 // at corpus.juc.syncsort.Main.lambda$main$1(Main.java:32)
  s4: release java.lang.Object@Main.java:19 // at corpus.juc.syncsort.Main.lambda$main$1(Main.java:33)
}

proc corpus.juc.syncsort.Main.main {
  s9: fork corpus.juc.syncsort.Main.lambda$main$0[corpus.juc.syncsort.Main.main:29#9] java.lang.Thread@Main.java:29 // at corpus.juc.syncsort.Main.main(Main.java:35)
  s10: fork corpus.juc.syncsort.Main.lambda$main$1 java.lang.Thread@Main.java:30 // at corpus.juc.syncsort.Main.main(Main.java:36)
  s11: join java.lang.Thread@Main.java:29 // at corpus.juc.syncsort.Main.main(Main.java:37)
  s12: join java.lang.Thread@Main.java:30 // at corpus.juc.syncsort.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.juc.syncsort.Main.<clinit> // at corpus.juc.syncsort.Main.main(Main.java:29)
  main: call corpus.juc.syncsort.Main.main // at corpus.juc.syncsort.Main.main(Main.java:29)
}
