main entry

proc corpus.extra.switchreturn.Main$Checking.<init>[corpus.extra.switchreturn.Main$Checking@Main.java:51,corpus.extra.switchreturn.Main.main:51#5] {
  s3: write corpus.extra.switchreturn.Main$Checking@Main.java:51[corpus.extra.switchreturn.Main.main:51#5].number // at corpus.extra.switchreturn.Main$Checking.<init>(Main.java:22)
}

proc corpus.extra.switchreturn.Main$Checking.<init>[corpus.extra.switchreturn.Main$Checking@Main.java:53] {
  s3: write corpus.extra.switchreturn.Main$Checking@Main.java:53.number // at corpus.extra.switchreturn.Main$Checking.<init>(Main.java:22)
}

proc corpus.extra.switchreturn.Main$Checking.toString[corpus.extra.switchreturn.Main.transfer:45#8,corpus.extra.switchreturn.Main$Checking@Main.java:53] {
}

proc corpus.extra.switchreturn.Main$Savings.<init>[corpus.extra.switchreturn.Main$Savings@Main.java:51,corpus.extra.switchreturn.Main.main:51#5] {
  s3: write corpus.extra.switchreturn.Main$Savings@Main.java:51[corpus.extra.switchreturn.Main.main:51#5].number // at corpus.extra.switchreturn.Main$Savings.<init>(Main.java:24)
}

proc corpus.extra.switchreturn.Main$Savings.<init>[corpus.extra.switchreturn.Main$Savings@Main.java:53] {
  s3: write corpus.extra.switchreturn.Main$Savings@Main.java:53.number // at corpus.extra.switchreturn.Main$Savings.<init>(Main.java:24)
}

proc corpus.extra.switchreturn.Main$Savings.toString[corpus.extra.switchreturn.Main.transfer:45#8,corpus.extra.switchreturn.Main$Savings@Main.java:51,corpus.extra.switchreturn.Main.main:51#5] {
}

proc corpus.extra.switchreturn.Main.<clinit> {
  s2: write corpus.extra.switchreturn.Main.CHECKING_LOCK // at corpus.extra.switchreturn.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.switchreturn.Main.SAVINGS_LOCK // at corpus.extra.switchreturn.Main.<clinit>(Main.java:18)
}

proc corpus.extra.switchreturn.Main.lambda$main$0[corpus.extra.switchreturn.Main.main:51#5] {
  s1: call corpus.extra.switchreturn.Main$Savings.<init>[corpus.extra.switchreturn.Main$Savings@Main.java:51,corpus.extra.switchreturn.Main.main:51#5] // at corpus.extra.switchreturn.Main.lambda$main$0(Main.java:51)
  s3: call corpus.extra.switchreturn.Main$Checking.<init>[corpus.extra.switchreturn.Main$Checking@Main.java:51,corpus.extra.switchreturn.Main.main:51#5] // at corpus.extra.switchreturn.Main.lambda$main$0(Main.java:51)
  s4: call corpus.extra.switchreturn.Main.transfer[args(p0=new:corpus.extra.switchreturn.Main$Savings;p1=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.lambda$main$0:51#4,corpus.extra.switchreturn.Main.main:51#5] // at corpus.extra.switchreturn.Main.lambda$main$0(Main.java:51)
}

proc corpus.extra.switchreturn.Main.lockOf[args(p0=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.transfer:42#2,args(p0=new:corpus.extra.switchreturn.Main$Checking;p1=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.main:53#10] {
  s6: read corpus.extra.switchreturn.Main.CHECKING_LOCK // at corpus.extra.switchreturn.Main.lockOf(Main.java:28)
}

proc corpus.extra.switchreturn.Main.lockOf[args(p0=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.transfer:42#2,args(p0=new:corpus.extra.switchreturn.Main$Savings;p1=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.lambda$main$0:51#4,corpus.extra.switchreturn.Main.main:51#5] {
  s9: read corpus.extra.switchreturn.Main.SAVINGS_LOCK // at corpus.extra.switchreturn.Main.lockOf(Main.java:29)
}

proc corpus.extra.switchreturn.Main.main {
  s5: fork corpus.extra.switchreturn.Main.lambda$main$0[corpus.extra.switchreturn.Main.main:51#5] java.lang.Thread@Main.java:51 // at corpus.extra.switchreturn.Main.main(Main.java:52)
  s7: call corpus.extra.switchreturn.Main$Checking.<init>[corpus.extra.switchreturn.Main$Checking@Main.java:53] // at corpus.extra.switchreturn.Main.main(Main.java:53)
  s9: call corpus.extra.switchreturn.Main$Savings.<init>[corpus.extra.switchreturn.Main$Savings@Main.java:53] // at corpus.extra.switchreturn.Main.main(Main.java:53)
  s10: call corpus.extra.switchreturn.Main.transfer[args(p0=new:corpus.extra.switchreturn.Main$Checking;p1=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.main:53#10] // at corpus.extra.switchreturn.Main.main(Main.java:53)
  s11: join java.lang.Thread@Main.java:51 // at corpus.extra.switchreturn.Main.main(Main.java:54)
}

proc corpus.extra.switchreturn.Main.pause {
}

proc corpus.extra.switchreturn.Main.transfer[args(p0=new:corpus.extra.switchreturn.Main$Checking;p1=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.main:53#10] {
  s2: call corpus.extra.switchreturn.Main.lockOf[args(p0=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.transfer:42#2,args(p0=new:corpus.extra.switchreturn.Main$Checking;p1=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.main:53#10] // at corpus.extra.switchreturn.Main.transfer(Main.java:42)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.switchreturn.Main.transfer(Main.java:42)
  s4: call corpus.extra.switchreturn.Main.pause // at corpus.extra.switchreturn.Main.transfer(Main.java:43)
  s5: call corpus.extra.switchreturn.Main.lockOf[args(p0=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.transfer:42#2,args(p0=new:corpus.extra.switchreturn.Main$Savings;p1=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.lambda$main$0:51#4,corpus.extra.switchreturn.Main.main:51#5] // at corpus.extra.switchreturn.Main.transfer(Main.java:44)
  s6: acquire java.lang.Object@Main.java:18 // at corpus.extra.switchreturn.Main.transfer(Main.java:44)
  s7: read java.lang.System.out          // at corpus.extra.switchreturn.Main.transfer(Main.java:45)
  s12: release java.lang.Object@Main.java:18 // at corpus.extra.switchreturn.Main.transfer(Main.java:46)
  s22: release java.lang.Object@Main.java:17 // at corpus.extra.switchreturn.Main.transfer(Main.java:47)
}

proc corpus.extra.switchreturn.Main.transfer[args(p0=new:corpus.extra.switchreturn.Main$Savings;p1=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.lambda$main$0:51#4,corpus.extra.switchreturn.Main.main:51#5] {
  s2: call corpus.extra.switchreturn.Main.lockOf[args(p0=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.transfer:42#2,args(p0=new:corpus.extra.switchreturn.Main$Savings;p1=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.lambda$main$0:51#4,corpus.extra.switchreturn.Main.main:51#5] // at corpus.extra.switchreturn.Main.transfer(Main.java:42)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.switchreturn.Main.transfer(Main.java:42)
  s4: call corpus.extra.switchreturn.Main.pause // at corpus.extra.switchreturn.Main.transfer(Main.java:43)
  s5: call corpus.extra.switchreturn.Main.lockOf[args(p0=new:corpus.extra.switchreturn.Main$Checking),corpus.extra.switchreturn.Main.transfer:42#2,args(p0=new:corpus.extra.switchreturn.Main$Checking;p1=new:corpus.extra.switchreturn.Main$Savings),corpus.extra.switchreturn.Main.main:53#10] // at corpus.extra.switchreturn.Main.transfer(Main.java:44)
  s6: acquire java.lang.Object@Main.java:17 // at corpus.extra.switchreturn.Main.transfer(Main.java:44)
  s7: read java.lang.System.out          // at corpus.extra.switchreturn.Main.transfer(Main.java:45)
  s12: release java.lang.Object@Main.java:17 // at corpus.extra.switchreturn.Main.transfer(Main.java:46)
  s22: release java.lang.Object@Main.java:18 // at corpus.extra.switchreturn.Main.transfer(Main.java:47)
}

proc entry {
  init0: call corpus.extra.switchreturn.Main.<clinit> // at corpus.extra.switchreturn.Main.main(Main.java:51)
  main: call corpus.extra.switchreturn.Main.main // at corpus.extra.switchreturn.Main.main(Main.java:51)
}
