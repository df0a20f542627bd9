main corpus.extra.helperthrows.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:27.count cap 1 init 1

proc corpus.extra.helperthrows.Main.lambda$main$0[corpus.extra.helperthrows.Main.main:28#8] {
  s1: jump s1_1 raise                    // at corpus.extra.helperthrows.Main.lambda$main$0(Main.java:29)
  s1_1: call corpus.extra.helperthrows.Main.parsePort[corpus.extra.helperthrows.Main.lambda$main$0:29#1,corpus.extra.helperthrows.Main.main:28#8] // at corpus.extra.helperthrows.Main.lambda$main$0(Main.java:29)
  s2: write corpus.extra.helperthrows.Main.port // at corpus.extra.helperthrows.Main.lambda$main$0(Main.java:29)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:27.count 1 else s3_1 // at corpus.extra.helperthrows.Main.lambda$main$0(Main.java:30)
  s3_1: skip                             // at corpus.extra.helperthrows.Main.lambda$main$0(Main.java:30)
  s3_2: goto exit                        // at corpus.extra.helperthrows.Main.lambda$main$0(Main.java:30)
  raise: raise                           // at corpus.extra.helperthrows.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.helperthrows.Main.main {
  s8: fork corpus.extra.helperthrows.Main.lambda$main$0[corpus.extra.helperthrows.Main.main:28#8] java.lang.Thread@Main.java:28 // at corpus.extra.helperthrows.Main.main(Main.java:32)
  s9: until java.util.concurrent.CountDownLatch@Main.java:27.count <= 0 // at corpus.extra.helperthrows.Main.main(Main.java:33)
  s10: read java.lang.System.out         // at corpus.extra.helperthrows.Main.main(Main.java:34)
  s11: read corpus.extra.helperthrows.Main.port // at corpus.extra.helperthrows.Main.main(Main.java:34)
}

proc corpus.extra.helperthrows.Main.parsePort[corpus.extra.helperthrows.Main.lambda$main$0:29#1,corpus.extra.helperthrows.Main.main:28#8] {
}
