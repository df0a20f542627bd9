main corpus.jpf.banktransfer.fixed.Main.main

proc corpus.jpf.banktransfer.fixed.Main$Account.<init>[corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30] {
  s2: write corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30.balance // at corpus.jpf.banktransfer.fixed.Main$Account.<init>(Main.java:12)
}

proc corpus.jpf.banktransfer.fixed.Main$Account.<init>[corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31] {
  s2: write corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31.balance // at corpus.jpf.banktransfer.fixed.Main$Account.<init>(Main.java:12)
}

proc corpus.jpf.banktransfer.fixed.Main$Bank.<init>[corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29] {
}

proc corpus.jpf.banktransfer.fixed.Main$Bank.transfer[corpus.jpf.banktransfer.fixed.Main.lambda$main$0:32#3,corpus.jpf.banktransfer.fixed.Main.main:32#13,corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29] {
  s5: acquire corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:17)
  s7: acquire corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:18)
  s9: acquire corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:19)
  s10: read corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:20)
  s12: write corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:20)
  s13: read corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:21)
  s15: write corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:21)
  s16: release corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:22)
  s30: release corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:23)
  s32: release corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:24)
}

proc corpus.jpf.banktransfer.fixed.Main$Bank.transfer[corpus.jpf.banktransfer.fixed.Main.lambda$main$1:33#3,corpus.jpf.banktransfer.fixed.Main.main:33#17,corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29] {
  s5: acquire corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:17)
  s7: acquire corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:18)
  s9: acquire corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:19)
  s10: read corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:20)
  s12: write corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:20)
  s13: read corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:21)
  s15: write corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30.balance // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:21)
  s16: release corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:22)
  s30: release corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:23)
  s32: release corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29 // at corpus.jpf.banktransfer.fixed.Main$Bank.transfer(Main.java:24)
}

proc corpus.jpf.banktransfer.fixed.Main.lambda$main$0[corpus.jpf.banktransfer.fixed.Main.main:32#13] {
  s3: call corpus.jpf.banktransfer.fixed.Main$Bank.transfer[corpus.jpf.banktransfer.fixed.Main.lambda$main$0:32#3,corpus.jpf.banktransfer.fixed.Main.main:32#13,corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29] // at corpus.jpf.banktransfer.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.jpf.banktransfer.fixed.Main.lambda$main$1[corpus.jpf.banktransfer.fixed.Main.main:33#17] {
  s3: call corpus.jpf.banktransfer.fixed.Main$Bank.transfer[corpus.jpf.banktransfer.fixed.Main.lambda$main$1:33#3,corpus.jpf.banktransfer.fixed.Main.main:33#17,corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29] // at corpus.jpf.banktransfer.fixed.Main.lambda$main$1(Main.java:33)
}

proc corpus.jpf.banktransfer.fixed.Main.main {
  s2: call corpus.jpf.banktransfer.fixed.Main$Bank.<init>[corpus.jpf.banktransfer.fixed.Main$Bank@Main.java:29] // at corpus.jpf.banktransfer.fixed.Main.main(Main.java:29)
  s5: call corpus.jpf.banktransfer.fixed.Main$Account.<init>[corpus.jpf.banktransfer.fixed.Main$Account@Main.java:30] // at corpus.jpf.banktransfer.fixed.Main.main(Main.java:30)
  s8: call corpus.jpf.banktransfer.fixed.Main$Account.<init>[corpus.jpf.banktransfer.fixed.Main$Account@Main.java:31] // at corpus.jpf.banktransfer.fixed.Main.main(Main.java:31)
  s13: fork corpus.jpf.banktransfer.fixed.Main.lambda$main$0[corpus.jpf.banktransfer.fixed.Main.main:32#13] java.lang.Thread@Main.java:32 // at corpus.jpf.banktransfer.fixed.Main.main(Main.java:32)
  s17: fork corpus.jpf.banktransfer.fixed.Main.lambda$main$1[corpus.jpf.banktransfer.fixed.Main.main:33#17] java.lang.Thread@Main.java:33 // at corpus.jpf.banktransfer.fixed.Main.main(Main.java:33)
}
