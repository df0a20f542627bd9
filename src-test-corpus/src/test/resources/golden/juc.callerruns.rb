main entry

proc corpus.juc.callerruns.Main.<clinit> {
  s2: write corpus.juc.callerruns.Main.stats // at corpus.juc.callerruns.Main.<clinit>(Main.java:21)
  s5: write corpus.juc.callerruns.Main.index // at corpus.juc.callerruns.Main.<clinit>(Main.java:22)
  s7: write corpus.juc.callerruns.Main.items // at corpus.juc.callerruns.Main.<clinit>(Main.java:23)
  s11: write corpus.juc.callerruns.Main.counts // at corpus.juc.callerruns.Main.<clinit>(Main.java:24)
}

proc corpus.juc.callerruns.Main.add {
  s2: read corpus.juc.callerruns.Main.stats // at corpus.juc.callerruns.Main.add(Main.java:33)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.juc.callerruns.Main.add(Main.java:33)
  s5: release java.lang.Object@Main.java:21 // at corpus.juc.callerruns.Main.add(Main.java:34)
}

proc corpus.juc.callerruns.Main.indexed[corpus.juc.callerruns.Main.lambda$main$0:41#8,corpus.juc.callerruns.Main.main:39#9] {
  s1: read corpus.juc.callerruns.Main.index // at corpus.juc.callerruns.Main.indexed(Main.java:27)
  s2: acquire java.lang.Object@Main.java:22 // at corpus.juc.callerruns.Main.indexed(Main.java:27)
  s12: release java.lang.Object@Main.java:22 // at corpus.juc.callerruns.Main.indexed(Main.java:28)
}

proc corpus.juc.callerruns.Main.lambda$main$0[corpus.juc.callerruns.Main.main:39#9] {
  s0: read corpus.juc.callerruns.Main.stats // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:40)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:40)
  s2: read corpus.juc.callerruns.Main.items // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:41)
  s8: jump exit8_s8_1 s8_2               // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:41)
  s8_2: call corpus.juc.callerruns.Main.indexed[corpus.juc.callerruns.Main.lambda$main$0:41#8,corpus.juc.callerruns.Main.main:39#9] // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:41)
  s8_3: goto s8                          // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:41)
  exit8_s8_1: skip                       // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:41)
  s9: read java.lang.System.out          // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:42)
  s11: release java.lang.Object@Main.java:21 // at corpus.juc.callerruns.Main.lambda$main$0(Main.java:43)
}

proc corpus.juc.callerruns.Main.lambda$main$1[corpus.juc.callerruns.Main.main:45#10] {
  s0: read corpus.juc.callerruns.Main.index // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:46)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:46)
  s2: read corpus.juc.callerruns.Main.counts // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:47)
  s5: write java.util.HashMap@Main.java:24.$state // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:47)
  s5_1: jump s5_2 s5_3                   // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:47)
  s5_3: call corpus.juc.callerruns.Main.add // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:47)
  s5_2: skip                             // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:47)
  s6: release java.lang.Object@Main.java:22 // at corpus.juc.callerruns.Main.lambda$main$1(Main.java:48)
}

proc corpus.juc.callerruns.Main.main {
  s9: fork corpus.juc.callerruns.Main.lambda$main$0[corpus.juc.callerruns.Main.main:39#9] java.lang.Thread@Main.java:39 // at corpus.juc.callerruns.Main.main(Main.java:50)
  s10: fork corpus.juc.callerruns.Main.lambda$main$1[corpus.juc.callerruns.Main.main:45#10] java.lang.Thread@Main.java:45 // at corpus.juc.callerruns.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:39 // at corpus.juc.callerruns.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:45 // at corpus.juc.callerruns.Main.main(Main.java:53)
}

proc entry {
  init0: call corpus.juc.callerruns.Main.<clinit> // at corpus.juc.callerruns.Main.main(Main.java:39)
  main: call corpus.juc.callerruns.Main.main // at corpus.juc.callerruns.Main.main(Main.java:39)
}
