main corpus.extra.helperthrows.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1

proc corpus.extra.helperthrows.fixed.Main.lambda$main$0[corpus.extra.helperthrows.fixed.Main.main:20#8] {
  s1: call corpus.extra.helperthrows.fixed.Main.parsePort[corpus.extra.helperthrows.fixed.Main.lambda$main$0:22#1,corpus.extra.helperthrows.fixed.Main.main:20#8] // at corpus.extra.helperthrows.fixed.Main.lambda$main$0(Main.java:22)
  s2: write corpus.extra.helperthrows.fixed.Main.port // at corpus.extra.helperthrows.fixed.Main.lambda$main$0(Main.java:22)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s3_1 // at corpus.extra.helperthrows.fixed.Main.lambda$main$0(Main.java:24)
  s3_1: skip                             // at corpus.extra.helperthrows.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.helperthrows.fixed.Main.main {
  s8: fork corpus.extra.helperthrows.fixed.Main.lambda$main$0[corpus.extra.helperthrows.fixed.Main.main:20#8] java.lang.Thread@Main.java:20 // at corpus.extra.helperthrows.fixed.Main.main(Main.java:27)
  s9: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.helperthrows.fixed.Main.main(Main.java:28)
  s10: read java.lang.System.out         // at corpus.extra.helperthrows.fixed.Main.main(Main.java:29)
  s11: read corpus.extra.helperthrows.fixed.Main.port // at corpus.extra.helperthrows.fixed.Main.main(Main.java:29)
}

proc corpus.extra.helperthrows.fixed.Main.parsePort[corpus.extra.helperthrows.fixed.Main.lambda$main$0:22#1,corpus.extra.helperthrows.fixed.Main.main:20#8] {
}
