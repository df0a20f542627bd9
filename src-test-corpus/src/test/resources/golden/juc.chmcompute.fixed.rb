main entry

proc corpus.juc.chmcompute.fixed.Main.<clinit> {
  s2: write corpus.juc.chmcompute.fixed.Main.audit // at corpus.juc.chmcompute.fixed.Main.<clinit>(Main.java:12)
  s5: write corpus.juc.chmcompute.fixed.Main.counts // at corpus.juc.chmcompute.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.juc.chmcompute.fixed.Main.bump[corpus.juc.chmcompute.fixed.Main.lambda$main$0:22#2,corpus.juc.chmcompute.fixed.Main.main:21#9] {
}

proc corpus.juc.chmcompute.fixed.Main.lambda$main$0[corpus.juc.chmcompute.fixed.Main.main:21#9] {
  s0: read corpus.juc.chmcompute.fixed.Main.counts // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:22)
  s2: acquire java.util.concurrent.ConcurrentHashMap@Main.java:13 // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:22)
  s2_1: jump s2_2 s2_3                   // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:22)
  s2_3: call corpus.juc.chmcompute.fixed.Main.bump[corpus.juc.chmcompute.fixed.Main.lambda$main$0:22#2,corpus.juc.chmcompute.fixed.Main.main:21#9] // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:22)
  s2_2: skip                             // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:22)
  s2_5: release java.util.concurrent.ConcurrentHashMap@Main.java:13 // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:22)
  s3: read corpus.juc.chmcompute.fixed.Main.audit // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:23)
  s4: acquire java.lang.Object@Main.java:12 // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:23)
  s5: read corpus.juc.chmcompute.fixed.Main.audited // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:24)
  s7: write corpus.juc.chmcompute.fixed.Main.audited // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:24)
  s8: release java.lang.Object@Main.java:12 // at corpus.juc.chmcompute.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.juc.chmcompute.fixed.Main.lambda$main$1[corpus.juc.chmcompute.fixed.Main.main:27#10] {
  s0: read corpus.juc.chmcompute.fixed.Main.audit // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:28)
  s1: acquire java.lang.Object@Main.java:12 // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:28)
  s2: read corpus.juc.chmcompute.fixed.Main.counts // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:29)
  s4: acquire java.util.concurrent.ConcurrentHashMap@Main.java:13 // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:29)
  s4_1: jump s4_2 s4_3                   // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:29)
  s4_3: call corpus.juc.chmcompute.fixed.Main.lambda$main$2[corpus.juc.chmcompute.fixed.Main.lambda$main$1:29#4,corpus.juc.chmcompute.fixed.Main.main:27#10] // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:29)
  s4_2: skip                             // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:29)
  s4_5: release java.util.concurrent.ConcurrentHashMap@Main.java:13 // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:29)
  s5: release java.lang.Object@Main.java:12 // at corpus.juc.chmcompute.fixed.Main.lambda$main$1(Main.java:30)
}

proc corpus.juc.chmcompute.fixed.Main.lambda$main$2[corpus.juc.chmcompute.fixed.Main.lambda$main$1:29#4,corpus.juc.chmcompute.fixed.Main.main:27#10] {
}

proc corpus.juc.chmcompute.fixed.Main.main {
  s9: fork corpus.juc.chmcompute.fixed.Main.lambda$main$0[corpus.juc.chmcompute.fixed.Main.main:21#9] java.lang.Thread@Main.java:21 // at corpus.juc.chmcompute.fixed.Main.main(Main.java:32)
  s10: fork corpus.juc.chmcompute.fixed.Main.lambda$main$1[corpus.juc.chmcompute.fixed.Main.main:27#10] java.lang.Thread@Main.java:27 // at corpus.juc.chmcompute.fixed.Main.main(Main.java:33)
  s11: join java.lang.Thread@Main.java:21 // at corpus.juc.chmcompute.fixed.Main.main(Main.java:34)
  s12: join java.lang.Thread@Main.java:27 // at corpus.juc.chmcompute.fixed.Main.main(Main.java:35)
  s13: read java.lang.System.out         // at corpus.juc.chmcompute.fixed.Main.main(Main.java:36)
  s14: read corpus.juc.chmcompute.fixed.Main.counts // at corpus.juc.chmcompute.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.juc.chmcompute.fixed.Main.<clinit> // at corpus.juc.chmcompute.fixed.Main.main(Main.java:21)
  main: call corpus.juc.chmcompute.fixed.Main.main // at corpus.juc.chmcompute.fixed.Main.main(Main.java:21)
}
