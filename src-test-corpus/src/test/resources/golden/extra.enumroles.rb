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
  s23e7: read java.lang.Thread[]@Main.java:24[0] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s24e7: join java.lang.Thread@Main.java:27 // at corpus.extra.enumroles.Main.main(Main.java:42)
  s29e8: read java.lang.Thread[]@Main.java:24[1] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s30e8: join java.lang.Thread@Main.java:27#2 // at corpus.extra.enumroles.Main.main(Main.java:42)
  s34e9: read java.lang.Thread[]@Main.java:24[2] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s35e9: join java.lang.Thread@Main.java:27#3 // at corpus.extra.enumroles.Main.main(Main.java:42)
  s39e11: read java.lang.Thread[]@Main.java:24[3] // at corpus.extra.enumroles.Main.main(Main.java:41)
  s40e11: join java.lang.Thread@Main.java:27#4 // at corpus.extra.enumroles.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.extra.enumroles.Main$Role.<clinit> // at corpus.extra.enumroles.Main.main(Main.java:23)
  main: call corpus.extra.enumroles.Main.main // at corpus.extra.enumroles.Main.main(Main.java:23)
}
