main corpus.jpf.banktransfer.Main.main

proc corpus.jpf.banktransfer.Main$Account.<init>[corpus.jpf.banktransfer.Main$Account@Main.java:26] {
  s2: write corpus.jpf.banktransfer.Main$Account@Main.java:26.balance // at corpus.jpf.banktransfer.Main$Account.<init>(Main.java:13)
}

proc corpus.jpf.banktransfer.Main$Account.<init>[corpus.jpf.banktransfer.Main$Account@Main.java:27] {
  s2: write corpus.jpf.banktransfer.Main$Account@Main.java:27.balance // at corpus.jpf.banktransfer.Main$Account.<init>(Main.java:13)
}

proc corpus.jpf.banktransfer.Main.lambda$main$0[corpus.jpf.banktransfer.Main.main:28#10] {
  s2: call corpus.jpf.banktransfer.Main.transfer[corpus.jpf.banktransfer.Main.lambda$main$0:28#2,corpus.jpf.banktransfer.Main.main:28#10] // at corpus.jpf.banktransfer.Main.lambda$main$0(Main.java:28)
}

proc corpus.jpf.banktransfer.Main.lambda$main$1[corpus.jpf.banktransfer.Main.main:29#14] {
  s2: call corpus.jpf.banktransfer.Main.transfer[corpus.jpf.banktransfer.Main.lambda$main$1:29#2,corpus.jpf.banktransfer.Main.main:29#14] // at corpus.jpf.banktransfer.Main.lambda$main$1(Main.java:29)
}

proc corpus.jpf.banktransfer.Main.main {
  s2: call corpus.jpf.banktransfer.Main$Account.<init>[corpus.jpf.banktransfer.Main$Account@Main.java:26] // at corpus.jpf.banktransfer.Main.main(Main.java:26)
  s5: call corpus.jpf.banktransfer.Main$Account.<init>[corpus.jpf.banktransfer.Main$Account@Main.java:27] // at corpus.jpf.banktransfer.Main.main(Main.java:27)
  s10: fork corpus.jpf.banktransfer.Main.lambda$main$0[corpus.jpf.banktransfer.Main.main:28#10] java.lang.Thread@Main.java:28 // at corpus.jpf.banktransfer.Main.main(Main.java:28)
  s14: fork corpus.jpf.banktransfer.Main.lambda$main$1[corpus.jpf.banktransfer.Main.main:29#14] java.lang.Thread@Main.java:29 // at corpus.jpf.banktransfer.Main.main(Main.java:29)
}

proc corpus.jpf.banktransfer.Main.transfer[corpus.jpf.banktransfer.Main.lambda$main$0:28#2,corpus.jpf.banktransfer.Main.main:28#10] {
  s4: acquire corpus.jpf.banktransfer.Main$Account@Main.java:26 // at corpus.jpf.banktransfer.Main.transfer(Main.java:17)
  s6: acquire corpus.jpf.banktransfer.Main$Account@Main.java:27 // at corpus.jpf.banktransfer.Main.transfer(Main.java:18)
  s7: read corpus.jpf.banktransfer.Main$Account@Main.java:26.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:19)
  s9: write corpus.jpf.banktransfer.Main$Account@Main.java:26.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:19)
  s10: read corpus.jpf.banktransfer.Main$Account@Main.java:27.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:20)
  s12: write corpus.jpf.banktransfer.Main$Account@Main.java:27.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:20)
  s13: release corpus.jpf.banktransfer.Main$Account@Main.java:27 // at corpus.jpf.banktransfer.Main.transfer(Main.java:21)
  s23: release corpus.jpf.banktransfer.Main$Account@Main.java:26 // at corpus.jpf.banktransfer.Main.transfer(Main.java:22)
}

proc corpus.jpf.banktransfer.Main.transfer[corpus.jpf.banktransfer.Main.lambda$main$1:29#2,corpus.jpf.banktransfer.Main.main:29#14] {
  s4: acquire corpus.jpf.banktransfer.Main$Account@Main.java:27 // at corpus.jpf.banktransfer.Main.transfer(Main.java:17)
  s6: acquire corpus.jpf.banktransfer.Main$Account@Main.java:26 // at corpus.jpf.banktransfer.Main.transfer(Main.java:18)
  s7: read corpus.jpf.banktransfer.Main$Account@Main.java:27.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:19)
  s9: write corpus.jpf.banktransfer.Main$Account@Main.java:27.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:19)
  s10: read corpus.jpf.banktransfer.Main$Account@Main.java:26.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:20)
  s12: write corpus.jpf.banktransfer.Main$Account@Main.java:26.balance // at corpus.jpf.banktransfer.Main.transfer(Main.java:20)
  s13: release corpus.jpf.banktransfer.Main$Account@Main.java:26 // at corpus.jpf.banktransfer.Main.transfer(Main.java:21)
  s23: release corpus.jpf.banktransfer.Main$Account@Main.java:27 // at corpus.jpf.banktransfer.Main.transfer(Main.java:22)
}
