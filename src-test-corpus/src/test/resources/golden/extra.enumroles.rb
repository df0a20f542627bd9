main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1

proc corpus.extra.enumroles.Main$Role.$values {
  s1: read corpus.extra.enumroles.Main$Role.OPENER // at corpus.extra.enumroles.Main$Role.$values(Main.java:20)
  s2: write corpus.extra.enumroles.Main$Role[]@Main.java:20[0] // at corpus.extra.enumroles.Main$Role.$values(Main.java:20)
  s3: read corpus.extra.enumroles.Main$Role.WAITER // at corpus.extra.enumroles.Main$Role.$values(Main.java:20)
  s4: write corpus.extra.enumroles.Main$Role[]@Main.java:20[1] // at corpus.extra.enumroles.Main$Role.$values(Main.java:20)
}

proc corpus.extra.enumroles.Main$Role.<clinit> {
  s1: call corpus.extra.enumroles.Main$Role.<init>[corpus.extra.enumroles.Main$Role@Main.java:20#2] // at corpus.extra.enumroles.Main$Role.<clinit>(Main.java:20)
  s2: write corpus.extra.enumroles.Main$Role.OPENER // at corpus.extra.enumroles.Main$Role.<clinit>(Main.java:20)
  s4: call corpus.extra.enumroles.Main$Role.<init>[corpus.extra.enumroles.Main$Role@Main.java:20#2] // at corpus.extra.enumroles.Main$Role.<clinit>(Main.java:20)
  s5: write corpus.extra.enumroles.Main$Role.WAITER // at corpus.extra.enumroles.Main$Role.<clinit>(Main.java:20)
  s6: call corpus.extra.enumroles.Main$Role.$values // at corpus.extra.enumroles.Main$Role.<clinit>(Main.java:20)
  s7: write corpus.extra.enumroles.Main$Role.$VALUES // at corpus.extra.enumroles.Main$Role.<clinit>(Main.java:20)
}

proc corpus.extra.enumroles.Main$Role.<init>[corpus.extra.enumroles.Main$Role@Main.java:20#2] {
}

proc corpus.extra.enumroles.Main.lambda$main$0[corpus.extra.enumroles.Main.main:27#16] {
  s3: jump s4 s6 exit                    // at corpus.extra.enumroles.Main.lambda$main$0(Main.java:28)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s4_1 // at corpus.extra.enumroles.Main.lambda$main$0(Main.java:29)
  s4_1: skip                             // at corpus.extra.enumroles.Main.lambda$main$0(Main.java:29)
  s4_2: goto exit                        // at corpus.extra.enumroles.Main.lambda$main$0(Main.java:29)
  s6: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.enumroles.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.enumroles.Main.lambda$main$0[corpus.extra.enumroles.Main.main:27#16]#args,p0=WAITER {
  s6: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.enumroles.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.enumroles.Main.main {
  s0: goto s10e1                         // at corpus.extra.enumroles.Main.main(Main.java:23)
  s23: read java.lang.Thread[]@Main.java:24[0] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s24: join java.lang.Thread@Main.java:27 // at corpus.extra.enumroles.Main.main(Main.java:42)
  s29: read java.lang.Thread[]@Main.java:24[1] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s30: join java.lang.Thread@Main.java:27#2 // at corpus.extra.enumroles.Main.main(Main.java:42)
  s34: read java.lang.Thread[]@Main.java:24[2] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s35: join java.lang.Thread@Main.java:27#3 // at corpus.extra.enumroles.Main.main(Main.java:42)
  s39: read java.lang.Thread[]@Main.java:24[3] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s40: join java.lang.Thread@Main.java:27#4 // at corpus.extra.enumroles.Main.main(Main.java:42)
  s40_1: goto exit                       // at corpus.extra.enumroles.Main.main(Main.java:42)
  s10e1: read corpus.extra.enumroles.Main$Role.WAITER // at corpus.extra.enumroles.Main.main(Main.java:26)
  s14e1: write java.lang.Thread[]@Main.java:24[0] // at corpus.extra.enumroles.Main.main(Main.java:27)
  s15e1: read java.lang.Thread[]@Main.java:24[0] // at corpus.extra.enumroles.Main.main(Main.java:39)
  s16e1: fork corpus.extra.enumroles.Main.lambda$main$0[corpus.extra.enumroles.Main.main:27#16]#args,p0=WAITER java.lang.Thread@Main.java:27 // at corpus.extra.enumroles.Main.main(Main.java:39)
  s47e2: read corpus.extra.enumroles.Main$Role.WAITER // at corpus.extra.enumroles.Main.main(Main.java:26)
  s51e2: write java.lang.Thread[]@Main.java:24[1] // at corpus.extra.enumroles.Main.main(Main.java:27)
  s52e2: read java.lang.Thread[]@Main.java:24[1] // at corpus.extra.enumroles.Main.main(Main.java:39)
  s53e2: fork corpus.extra.enumroles.Main.lambda$main$0[corpus.extra.enumroles.Main.main:27#16]#args,p0=WAITER java.lang.Thread@Main.java:27#2 // at corpus.extra.enumroles.Main.main(Main.java:39)
  s60e3: read corpus.extra.enumroles.Main$Role.WAITER // at corpus.extra.enumroles.Main.main(Main.java:26)
  s64e3: write java.lang.Thread[]@Main.java:24[2] // at corpus.extra.enumroles.Main.main(Main.java:27)
  s65e3: read java.lang.Thread[]@Main.java:24[2] // at corpus.extra.enumroles.Main.main(Main.java:39)
  s66e3: fork corpus.extra.enumroles.Main.lambda$main$0[corpus.extra.enumroles.Main.main:27#16]#args,p0=WAITER java.lang.Thread@Main.java:27#3 // at corpus.extra.enumroles.Main.main(Main.java:39)
  s73e4: read corpus.extra.enumroles.Main$Role.WAITER // at corpus.extra.enumroles.Main.main(Main.java:26)
  s77e4: write java.lang.Thread[]@Main.java:24[3] // at corpus.extra.enumroles.Main.main(Main.java:27)
  s78e4: read java.lang.Thread[]@Main.java:24[3] // at corpus.extra.enumroles.Main.main(Main.java:39)
  s79e4: fork corpus.extra.enumroles.Main.lambda$main$0[corpus.extra.enumroles.Main.main:27#16]#args,p0=WAITER java.lang.Thread@Main.java:27#4 // at corpus.extra.enumroles.Main.main(Main.java:39)
  s79e4_1: goto s23                      // at corpus.extra.enumroles.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.enumroles.Main$Role.<clinit> // at corpus.extra.enumroles.Main.main(Main.java:23)
  main: call corpus.extra.enumroles.Main.main // at corpus.extra.enumroles.Main.main(Main.java:23)
}
