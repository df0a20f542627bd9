main entry

proc corpus.extra.instanceoforder.fixed.Main$Account.<init>[corpus.extra.instanceoforder.fixed.Main$Card@Main.java:24] {
}

proc corpus.extra.instanceoforder.fixed.Main$Card.<init>[corpus.extra.instanceoforder.fixed.Main$Card@Main.java:24] {
  s1: call corpus.extra.instanceoforder.fixed.Main$Account.<init>[corpus.extra.instanceoforder.fixed.Main$Card@Main.java:24] // at corpus.extra.instanceoforder.fixed.Main$Card.<init>(Main.java:21)
}

proc corpus.extra.instanceoforder.fixed.Main$Cash.<init>[corpus.extra.instanceoforder.fixed.Main$Cash@Main.java:23] {
  s1: call corpus.extra.instanceoforder.fixed.Main$Account.<init>[corpus.extra.instanceoforder.fixed.Main$Card@Main.java:24] // at corpus.extra.instanceoforder.fixed.Main$Cash.<init>(Main.java:19)
}

proc corpus.extra.instanceoforder.fixed.Main.<clinit> {
  s1: call corpus.extra.instanceoforder.fixed.Main$Cash.<init>[corpus.extra.instanceoforder.fixed.Main$Cash@Main.java:23] // at corpus.extra.instanceoforder.fixed.Main.<clinit>(Main.java:23)
  s2: write corpus.extra.instanceoforder.fixed.Main.CASH // at corpus.extra.instanceoforder.fixed.Main.<clinit>(Main.java:23)
  s4: call corpus.extra.instanceoforder.fixed.Main$Card.<init>[corpus.extra.instanceoforder.fixed.Main$Card@Main.java:24] // at corpus.extra.instanceoforder.fixed.Main.<clinit>(Main.java:24)
  s5: write corpus.extra.instanceoforder.fixed.Main.CARD // at corpus.extra.instanceoforder.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.instanceoforder.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.instanceoforder.fixed.Main.CASH // at corpus.extra.instanceoforder.fixed.Main.lambda$main$0(Main.java:40)
  s1: read corpus.extra.instanceoforder.fixed.Main.CARD // at corpus.extra.instanceoforder.fixed.Main.lambda$main$0(Main.java:40)
  s2: call corpus.extra.instanceoforder.fixed.Main.transfer[corpus.extra.instanceoforder.fixed.Main.lambda$main$0:40#2] // at corpus.extra.instanceoforder.fixed.Main.lambda$main$0(Main.java:40)
}

proc corpus.extra.instanceoforder.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.instanceoforder.fixed.Main.CARD // at corpus.extra.instanceoforder.fixed.Main.lambda$main$1(Main.java:47)
  s1: read corpus.extra.instanceoforder.fixed.Main.CASH // at corpus.extra.instanceoforder.fixed.Main.lambda$main$1(Main.java:47)
  s2: call corpus.extra.instanceoforder.fixed.Main.transfer[corpus.extra.instanceoforder.fixed.Main.lambda$main$0:40#2] // at corpus.extra.instanceoforder.fixed.Main.lambda$main$1(Main.java:47)
}

proc corpus.extra.instanceoforder.fixed.Main.main {
  s9: fork corpus.extra.instanceoforder.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:38 // at corpus.extra.instanceoforder.fixed.Main.main(Main.java:52)
  s10: fork corpus.extra.instanceoforder.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:45 // at corpus.extra.instanceoforder.fixed.Main.main(Main.java:53)
  s11: join java.lang.Thread@Main.java:38 // at corpus.extra.instanceoforder.fixed.Main.main(Main.java:54)
  s12: join java.lang.Thread@Main.java:45 // at corpus.extra.instanceoforder.fixed.Main.main(Main.java:55)
}

proc corpus.extra.instanceoforder.fixed.Main.transfer[corpus.extra.instanceoforder.fixed.Main.lambda$main$0:40#2] {
  s12e5: acquire corpus.extra.instanceoforder.fixed.Main$Cash@Main.java:23 // at corpus.extra.instanceoforder.fixed.Main.transfer(Main.java:29)
  s15e6: acquire corpus.extra.instanceoforder.fixed.Main$Card@Main.java:24 // at corpus.extra.instanceoforder.fixed.Main.transfer(Main.java:31)
  s16e6: read java.lang.System.out       // at corpus.extra.instanceoforder.fixed.Main.transfer(Main.java:32)
  s18e6: release corpus.extra.instanceoforder.fixed.Main$Card@Main.java:24 // at corpus.extra.instanceoforder.fixed.Main.transfer(Main.java:33)
  s28e7: release corpus.extra.instanceoforder.fixed.Main$Cash@Main.java:23 // at corpus.extra.instanceoforder.fixed.Main.transfer(Main.java:34)
}

proc entry {
  init0: call corpus.extra.instanceoforder.fixed.Main.<clinit> // at corpus.extra.instanceoforder.fixed.Main.main(Main.java:38)
  main: call corpus.extra.instanceoforder.fixed.Main.main // at corpus.extra.instanceoforder.fixed.Main.main(Main.java:38)
}
