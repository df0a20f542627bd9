main corpus.extra.threaddies.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1

proc corpus.extra.threaddies.Main.lambda$main$0[corpus.extra.threaddies.Main.main:23#13] {
  s2: jump s3 raise                      // at corpus.extra.threaddies.Main.lambda$main$0(Main.java:24)
  s3: write corpus.extra.threaddies.Main.port // at corpus.extra.threaddies.Main.lambda$main$0(Main.java:24)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s4_1 // at corpus.extra.threaddies.Main.lambda$main$0(Main.java:25)
  s4_1: skip                             // at corpus.extra.threaddies.Main.lambda$main$0(Main.java:25)
  s4_2: goto exit                        // at corpus.extra.threaddies.Main.lambda$main$0(Main.java:25)
  raise: raise                           // at corpus.extra.threaddies.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.threaddies.Main.main {
  s5: jump s6 s13                        // at corpus.extra.threaddies.Main.main(Main.java:22)
  s6: read java.lang.String[][]          // at corpus.extra.threaddies.Main.main(Main.java:22)
  s13: fork corpus.extra.threaddies.Main.lambda$main$0[corpus.extra.threaddies.Main.main:23#13] java.lang.Thread@Main.java:23 // at corpus.extra.threaddies.Main.main(Main.java:27)
  s14: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.threaddies.Main.main(Main.java:28)
  s15: read java.lang.System.out         // at corpus.extra.threaddies.Main.main(Main.java:29)
  s17: read corpus.extra.threaddies.Main.port // at corpus.extra.threaddies.Main.main(Main.java:29)
}
