main entry
var corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance { 0 1 2 3 4 5 6 7 * } = 0

proc corpus.extra.reflectfield.fixed.Main$Account.<init>[corpus.extra.reflectfield.fixed.Main$Account@Main.java:51] {
}

proc corpus.extra.reflectfield.fixed.Main$Account.post[corpus.extra.reflectfield.fixed.Main.postReflectively:44#4,corpus.extra.reflectfield.fixed.Main$Account@Main.java:51] {
  sync: acquire corpus.extra.reflectfield.fixed.Main$Account@Main.java:51 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:33)
  s1: read corpus.extra.reflectfield.fixed.Main.LEDGER // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:33)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:33)
  s3: switch corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 0 s14 1 s14 2 s14 3 s14 4 s14 5 s14 6 s14 7 s14 * s4e9 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:34)
  s12: release java.lang.Object@Main.java:17 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java)
  s12_1: goto raise_0                    // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java)
  s14: switch corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 0 s16e21 1 s16e23 2 s16e25 3 s16e27 4 s16e29 5 s16e31 6 s16e33 7 s16e35 * s16e37 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s17: release java.lang.Object@Main.java:17 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:38)
  s17_1: goto ret_0                      // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:38)
  s4e9: jump s12 s14                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:34)
  s16e21: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 1 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e21_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e23: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 2 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e23_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e25: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 3 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e25_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e27: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 4 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e27_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e29: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 5 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e29_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e31: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 6 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e31_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e33: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance 7 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e33_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e35: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance * // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e35_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e37: assign corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance * // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  s16e37_1: goto s17                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:37)
  ret_0: release corpus.extra.reflectfield.fixed.Main$Account@Main.java:51 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:33)
  ret_0_1: goto exit                     // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:33)
  raise_0: release corpus.extra.reflectfield.fixed.Main$Account@Main.java:51 // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:33)
  raise: raise                           // at corpus.extra.reflectfield.fixed.Main$Account.post(Main.java:33)
}

proc corpus.extra.reflectfield.fixed.Main.<clinit> {
  s2: write corpus.extra.reflectfield.fixed.Main.LEDGER // at corpus.extra.reflectfield.fixed.Main.<clinit>(Main.java:17)
  s5: jump s6 raise                      // at corpus.extra.reflectfield.fixed.Main.<clinit>(Main.java:22)
  s6: write corpus.extra.reflectfield.fixed.Main.POST // at corpus.extra.reflectfield.fixed.Main.<clinit>(Main.java:22)
  s6_1: goto exit                        // at corpus.extra.reflectfield.fixed.Main.<clinit>(Main.java:22)
  raise: raise                           // at corpus.extra.reflectfield.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.reflectfield.fixed.Main.lambda$main$0[corpus.extra.reflectfield.fixed.Main.main:52#12] {
  s1: call corpus.extra.reflectfield.fixed.Main.postReflectively[corpus.extra.reflectfield.fixed.Main.lambda$main$0:52#1,corpus.extra.reflectfield.fixed.Main.main:52#12] else raise // at corpus.extra.reflectfield.fixed.Main.lambda$main$0(Main.java:52)
  s1_1: goto exit                        // at corpus.extra.reflectfield.fixed.Main.lambda$main$0(Main.java:52)
  raise: raise                           // at corpus.extra.reflectfield.fixed.Main.lambda$main$0(Main.java:52)
}

proc corpus.extra.reflectfield.fixed.Main.lambda$main$1[corpus.extra.reflectfield.fixed.Main.main:53#13] {
  s2: acquire corpus.extra.reflectfield.fixed.Main$Account@Main.java:51 // at corpus.extra.reflectfield.fixed.Main.lambda$main$1(Main.java:54)
  s3: read corpus.extra.reflectfield.fixed.Main.LEDGER // at corpus.extra.reflectfield.fixed.Main.lambda$main$1(Main.java:55)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.extra.reflectfield.fixed.Main.lambda$main$1(Main.java:55)
  s5: read java.lang.System.out          // at corpus.extra.reflectfield.fixed.Main.lambda$main$1(Main.java:56)
  s6: read corpus.extra.reflectfield.fixed.Main$Account@Main.java:51.balance // at corpus.extra.reflectfield.fixed.Main.lambda$main$1(Main.java:56)
  s8: release java.lang.Object@Main.java:17 // at corpus.extra.reflectfield.fixed.Main.lambda$main$1(Main.java:57)
  s18: release corpus.extra.reflectfield.fixed.Main$Account@Main.java:51 // at corpus.extra.reflectfield.fixed.Main.lambda$main$1(Main.java:58)
}

proc corpus.extra.reflectfield.fixed.Main.main {
  s2: call corpus.extra.reflectfield.fixed.Main$Account.<init>[corpus.extra.reflectfield.fixed.Main$Account@Main.java:51] // at corpus.extra.reflectfield.fixed.Main.main(Main.java:51)
  s12: fork corpus.extra.reflectfield.fixed.Main.lambda$main$0[corpus.extra.reflectfield.fixed.Main.main:52#12] java.lang.Thread@Main.java:52 // at corpus.extra.reflectfield.fixed.Main.main(Main.java:60)
  s13: fork corpus.extra.reflectfield.fixed.Main.lambda$main$1[corpus.extra.reflectfield.fixed.Main.main:53#13] java.lang.Thread@Main.java:53 // at corpus.extra.reflectfield.fixed.Main.main(Main.java:61)
  s14: join java.lang.Thread@Main.java:52 // at corpus.extra.reflectfield.fixed.Main.main(Main.java:62)
  s15: join java.lang.Thread@Main.java:53 // at corpus.extra.reflectfield.fixed.Main.main(Main.java:63)
}

proc corpus.extra.reflectfield.fixed.Main.postReflectively[corpus.extra.reflectfield.fixed.Main.lambda$main$0:52#1,corpus.extra.reflectfield.fixed.Main.main:52#12] {
  s1: read corpus.extra.reflectfield.fixed.Main.POST // at corpus.extra.reflectfield.fixed.Main.postReflectively(Main.java:44)
  s4: call corpus.extra.reflectfield.fixed.Main$Account.post[corpus.extra.reflectfield.fixed.Main.postReflectively:44#4,corpus.extra.reflectfield.fixed.Main$Account@Main.java:51] else raise // at corpus.extra.reflectfield.fixed.Main.postReflectively(Main.java:44)
  s4_1: goto exit                        // at corpus.extra.reflectfield.fixed.Main.postReflectively(Main.java:44)
  raise: raise                           // at corpus.extra.reflectfield.fixed.Main.postReflectively(Main.java:44)
}

proc entry {
  init0: call corpus.extra.reflectfield.fixed.Main.<clinit> // at corpus.extra.reflectfield.fixed.Main.main(Main.java:51)
  main: call corpus.extra.reflectfield.fixed.Main.main // at corpus.extra.reflectfield.fixed.Main.main(Main.java:51)
}
