main entry

proc corpus.juc.chmcompute.Main.<clinit> {
  s2: write corpus.juc.chmcompute.Main.audit // at corpus.juc.chmcompute.Main.<clinit>(Main.java:17)
  s5: write corpus.juc.chmcompute.Main.counts // at corpus.juc.chmcompute.Main.<clinit>(Main.java:18)
}

proc corpus.juc.chmcompute.Main.bump[corpus.juc.chmcompute.Main.lambda$main$0:27#2,corpus.juc.chmcompute.Main.main:27#9] {
  s2: read corpus.juc.chmcompute.Main.audit // at corpus.juc.chmcompute.Main.bump(Main.java:21)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.juc.chmcompute.Main.bump(Main.java:21)
  s14: release java.lang.Object@Main.java:17 // at corpus.juc.chmcompute.Main.bump(Main.java:22)
}

proc corpus.juc.chmcompute.Main.lambda$main$0[corpus.juc.chmcompute.Main.main:27#9] {
  s0: read corpus.juc.chmcompute.Main.counts // at corpus.juc.chmcompute.Main.lambda$main$0(Main.java:27)
  s2: acquire java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.juc.chmcompute.Main.lambda$main$0(Main.java:27)
  s2_1: jump s2_2 s2_3                   // at corpus.juc.chmcompute.Main.lambda$main$0(Main.java:27)
  s2_3: call corpus.juc.chmcompute.Main.bump[corpus.juc.chmcompute.Main.lambda$main$0:27#2,corpus.juc.chmcompute.Main.main:27#9] // at corpus.juc.chmcompute.Main.lambda$main$0(Main.java:27)
  s2_2: skip                             // at corpus.juc.chmcompute.Main.lambda$main$0(Main.java:27)
  s2_5: release java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.juc.chmcompute.Main.lambda$main$0(Main.java:27)
}

proc corpus.juc.chmcompute.Main.lambda$main$1[corpus.juc.chmcompute.Main.main:28#10] {
  s0: read corpus.juc.chmcompute.Main.audit // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:29)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:29)
  s2: read corpus.juc.chmcompute.Main.counts // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:30)
  s4: acquire java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:30)
  s4_1: jump s4_2 s4_3                   // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:30)
  s4_3: call corpus.juc.chmcompute.Main.lambda$main$2[corpus.juc.chmcompute.Main.lambda$main$1:30#4,corpus.juc.chmcompute.Main.main:28#10] // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:30)
  s4_2: skip                             // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:30)
  s4_5: release java.util.concurrent.ConcurrentHashMap@Main.java:18 // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:30)
  s5: release java.lang.Object@Main.java:17 // at corpus.juc.chmcompute.Main.lambda$main$1(Main.java:31)
}

proc corpus.juc.chmcompute.Main.lambda$main$2[corpus.juc.chmcompute.Main.lambda$main$1:30#4,corpus.juc.chmcompute.Main.main:28#10] {
}

proc corpus.juc.chmcompute.Main.main {
  s9: fork corpus.juc.chmcompute.Main.lambda$main$0[corpus.juc.chmcompute.Main.main:27#9] java.lang.Thread@Main.java:27 // at corpus.juc.chmcompute.Main.main(Main.java:33)
  s10: fork corpus.juc.chmcompute.Main.lambda$main$1[corpus.juc.chmcompute.Main.main:28#10] java.lang.Thread@Main.java:28 // at corpus.juc.chmcompute.Main.main(Main.java:34)
  s11: join java.lang.Thread@Main.java:27 // at corpus.juc.chmcompute.Main.main(Main.java:35)
  s12: join java.lang.Thread@Main.java:28 // at corpus.juc.chmcompute.Main.main(Main.java:36)
  s13: read java.lang.System.out         // at corpus.juc.chmcompute.Main.main(Main.java:37)
  s14: read corpus.juc.chmcompute.Main.counts // at corpus.juc.chmcompute.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.juc.chmcompute.Main.<clinit> // at corpus.juc.chmcompute.Main.main(Main.java:27)
  main: call corpus.juc.chmcompute.Main.main // at corpus.juc.chmcompute.Main.main(Main.java:27)
}
